const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Quote amounts are kept in cents: 1234567 → « 12 345,67 € ». */
export function formatCents(cents: number): string {
  return `${twoDecimals.format(cents / 100)}\u00A0€`;
}
