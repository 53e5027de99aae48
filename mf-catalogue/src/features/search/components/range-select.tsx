import { SelectField } from '@ga/ui';

/** A "maximum" or "minimum" picker built from round steps within the facet's range. */
export function RangeSelect({
  label,
  name,
  value,
  steps,
  format,
  anyLabel,
  onChange,
}: {
  label: string;
  name: string;
  value: number | undefined;
  steps: number[];
  format: (n: number) => string;
  anyLabel: string;
  onChange: (value: number | undefined) => void;
}) {
  // A value from the URL that is not a round step is still offered: the select shows it and the form sends it.
  const values = value !== undefined && !steps.includes(value) ? [...steps, value].sort((a, b) => a - b) : steps;
  return (
    <SelectField
      label={label}
      name={name}
      value={value === undefined ? '' : String(value)}
      options={[
        { value: '', label: anyLabel },
        ...values.map((step) => ({ value: String(step), label: format(step) })),
      ]}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    />
  );
}

/** Round steps between min and max (e.g. every 5 000 € for prices). */
export function steps(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  if (max <= 0) return out;
  for (let v = Math.ceil(Math.max(min, step) / step) * step; v < max + step && out.length < 40; v += step) out.push(v);
  return out;
}
