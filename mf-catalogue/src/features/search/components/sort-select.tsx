import { SelectField } from '@ga/ui';
import { SORTS, SORT_LABELS, type UrlFilters } from '../search-params';

type Sort = NonNullable<UrlFilters['sort']>;

/**
 * `form`: the id of the filter form this select belongs to (it sits in the toolbar, outside the form).
 * The listing's own order (`defaultSort`, the API's when the query has none) is the empty value: the
 * form without JavaScript then sends no `sort`, and the listing's address stays the clean, indexed one.
 */
export function SortSelect({
  value,
  defaultSort,
  form,
  onChange,
}: {
  value: UrlFilters['sort'];
  defaultSort: Sort;
  form?: string;
  onChange: (sort: UrlFilters['sort']) => void;
}) {
  return (
    <SelectField
      label="Trier par"
      name="sort"
      form={form}
      value={value && value !== defaultSort ? value : ''}
      options={SORTS.map((sort) => ({ value: sort === defaultSort ? '' : sort, label: SORT_LABELS[sort] }))}
      onChange={(event) => onChange(event.target.value ? (event.target.value as Sort) : undefined)}
    />
  );
}
