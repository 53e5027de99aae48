/** Joins class names, skipping falsy values: `cx('a', on && 'b', undefined)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
