declare module '@socialgouv/jours-feries' {
  /** French public holidays of a year, by name, as local-time dates (Alsace-Moselle days with `alsace`). */
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
