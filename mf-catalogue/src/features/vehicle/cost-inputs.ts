/**
 * A French number typed in the cost estimate (« 13 000 », « 1,85 ») within [min, max], rounded to
 * `decimals`; null when it is not a number or out of range (the field then says why).
 */
export function parseAmount(text: string, min: number, max: number, decimals: number): number | null {
  const cleaned = text.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (value < min || value > max) return null;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
