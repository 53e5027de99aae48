import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Field, fieldStyles, type FieldOwnProps } from '../field/field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'>, FieldOwnProps {
  /** Text or icon inside the box, before the value (e.g. an icon). */
  prefix?: ReactNode;
  /** Unit inside the box, after the value (e.g. "€", "km"). */
  suffix?: ReactNode;
  /** Class of the wrapper (label + box + messages); `className` goes to the input. */
  containerClassName?: string;
}

/**
 * Labelled text input. Every other prop (name, onChange, onBlur, ref…) goes to the `<input>`,
 * so `<TextField label="E-mail" {...register('email')} />` works with react-hook-form.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  optional,
  id,
  prefix,
  suffix,
  className,
  containerClassName,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      className={containerClassName}
    >
      {(aria) => (
        <div
          className={fieldStyles.control}
          data-invalid={error ? 'true' : undefined}
          data-disabled={inputProps.disabled ? 'true' : undefined}
        >
          {prefix ? <span className={fieldStyles.adornment}>{prefix}</span> : null}
          <input
            type={type}
            className={cx(fieldStyles.input, className)}
            {...inputProps}
            {...aria}
            aria-describedby={cx(inputProps['aria-describedby'], aria['aria-describedby']) || undefined}
          />
          {suffix ? <span className={fieldStyles.adornment}>{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
}
