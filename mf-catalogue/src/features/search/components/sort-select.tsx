import { SelectField } from '@ga/ui';
import { SORTS, SORT_LABELS, type UrlFilters } from '../search-params';

/** `form`: the id of the filter form this select belongs to (it sits in the toolbar, outside the form). */
export function SortSelect({ value, form, onChange }: { value: UrlFilters['sort']; form?: string; onChange: (sort: UrlFilters['sort']) => void }) {
  return (
    <SelectField
      label="Trier par"
      name="sort"
      form={form}
      value={value ?? 'newest'}
      options={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      onChange={(event) => onChange(event.target.value as UrlFilters['sort'])}
    />
  );
}
