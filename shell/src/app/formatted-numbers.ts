/**
 * Whether a server-rendered page shows a price or a number in French groups (« 12 990 € »,
 * « 1 234 véhicules »): the shared formatter (@ga/ui) groups digits with a no-break space. Such a
 * page builds Intl's fr-FR data before it hydrates, in a task of its own (bootstrap.tsx); one
 * without (the FAQ, a guide) does not pay for it while it hydrates.
 */
export function showsFormattedNumbers(container: HTMLElement): boolean {
  return /€|\d[\u00a0\u202f]\d{3}/.test(container.textContent ?? '');
}
