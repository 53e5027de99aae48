/**
 * A timestamp read from the database as the ISO 8601 text the API answers with. PostgreSQL
 * drivers give a Date, PGlite may give the column's text: both are read the same way.
 */
export const iso = (d: Date | string): string => new Date(d).toISOString();
