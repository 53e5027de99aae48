import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Field, fieldStyles, type FieldOwnProps } from '../field/field';
import { Icon } from '../icon/icon';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'>, FieldOwnProps {
  /** Options; `children` (<option>/<optgroup>) may be used instead. */
  options?: readonly SelectOption[];
  /** First, empty option, e.g. "Choisissez un département". */
  placeholder?: string;
  containerClassName?: string;
}

/** Labelled native select (best on mobile), styled like the text fields. */
export function SelectField({
  label,
  hint,
  error,
  required,
  optional,
  id,
  options,
  placeholder,
  className,
  containerClassName,
  children,
  ...selectProps
}: SelectFieldProps) {
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
          className={cx(fieldStyles.control, styles.box)}
          data-invalid={error ? 'true' : undefined}
          data-disabled={selectProps.disabled ? 'true' : undefined}
        >
          <select
            className={cx(fieldStyles.input, styles.select, className)}
            {...selectProps}
            {...aria}
            aria-describedby={cx(selectProps['aria-describedby'], aria['aria-describedby']) || undefined}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options?.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
            {children}
          </select>
          <Icon name="chevron-down" size={18} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
