import { SelectField } from '@ga/ui';
import { SORTS, SORT_LABELS, type UrlFilters } from '../search-params';

export function SortSelect({ value, onChange }: { value: UrlFilters['sort']; onChange: (sort: UrlFilters['sort']) => void }) {
  return (
    <SelectField
      label="Trier par"
      name="sort"
      value={value ?? 'newest'}
      options={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      onChange={(event) => onChange(event.target.value as UrlFilters['sort'])}
    />
  );
}
