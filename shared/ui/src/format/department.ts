/** Code used when a department name is missing (docs/spec-notes.md §9). */
export const DEFAULT_DEPARTMENT_CODE = '01';

/** Department code = first word of its name (`"72 Sarthe"` → `"72"`), falling back to `"01"`. */
export function departmentCode(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? first : DEFAULT_DEPARTMENT_CODE;
}
