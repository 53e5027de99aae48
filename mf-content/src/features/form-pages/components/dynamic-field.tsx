import { Controller, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import type { FormField } from '@ga/contracts';
import { addIsoDays, parisNow } from '@ga/contracts';
import { Checkbox, RadioGroup, SelectField, TextArea, TextField } from '@ga/ui';

export const formFieldId = (name: string) => `champ-${name}`;

const INPUT_TYPES: Partial<Record<FormField['kind'], { type: string; inputMode?: 'email' | 'tel' | 'numeric' }>> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  postal_code: { type: 'text', inputMode: 'numeric' },
  number: { type: 'text', inputMode: 'numeric' },
  date: { type: 'date' },
};

interface DynamicFieldProps {
  field: FormField;
  register: UseFormRegister<FieldValues>;
  control: Control<FieldValues>;
  error?: string;
}

/** One field of a form page, drawn from its definition (kind, label, required, choices, bounds). */
export function DynamicField({ field, register, control, error }: DynamicFieldProps) {
  const id = formFieldId(field.name);
  const common = {
    id,
    label: field.label,
    hint: field.help ?? undefined,
    error,
    required: field.required || undefined,
    optional: !field.required || undefined,
  };
  switch (field.kind) {
    case 'textarea':
      return <TextArea {...common} rows={5} maxLength={field.max ?? 3000} {...register(field.name)} />;
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder="Choisissez une réponse"
          options={field.options ?? []}
          {...register(field.name)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          label={field.label}
          hint={field.help ?? undefined}
          error={error}
          required={field.required || undefined}
          {...register(field.name)}
        />
      );
    case 'radio':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <RadioGroup
              id={id}
              label={field.label}
              hint={field.help ?? undefined}
              required={field.required || undefined}
              name={f.name}
              orientation={(field.options?.length ?? 0) <= 3 ? 'horizontal' : 'vertical'}
              options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
              value={(f.value as string) ?? ''}
              onValueChange={f.onChange}
              onBlur={f.onBlur}
              error={error}
            />
          )}
        />
      );
    default: {
      const input = INPUT_TYPES[field.kind] ?? { type: 'text' };
      const today = parisNow().date;
      const dateBounds =
        field.kind === 'date'
          ? {
              min: field.min === null ? undefined : addIsoDays(today, field.min),
              max: field.max === null ? undefined : addIsoDays(today, field.max),
            }
          : {};
      return (
        <TextField
          {...common}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={field.autocomplete ?? undefined}
          maxLength={field.kind === 'text' ? (field.max ?? 200) : undefined}
          {...dateBounds}
          {...register(field.name)}
        />
      );
    }
  }
}
