/**
 * Folding of commune names for the search: lower case, no accents (œ → oe, æ → ae), hyphens,
 * apostrophes and runs of spaces as one space, nothing else than [a-z0-9 ]. The seed stores
 * `localities.search_name` with it; the search folds the visitor's text the same way and reads
 * « st » / « ste » as « saint » / « sainte ».
 */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded search text, abbreviations of Saint / Sainte expanded. */
export function foldSearch(text: string): string {
  return foldName(text)
    .split(' ')
    .map((word, i, words) =>
      word === 'st' && i < words.length - 1 ? 'saint' : word === 'ste' && i < words.length - 1 ? 'sainte' : word,
    )
    .join(' ');
}

/** Département of an INSEE commune code: two characters, three overseas (97x). */
export const departmentOfInsee = (insee: string): string =>
  insee.startsWith('97') ? insee.slice(0, 3) : insee.slice(0, 2);
