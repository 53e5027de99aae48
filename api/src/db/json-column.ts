/**
 * A json / jsonb column as the modules read it: both drivers (pg, PGlite) give it parsed; a JSON
 * string (a column written as text by an older path) is parsed here.
 */
export const jsonColumn = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
