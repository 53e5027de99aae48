import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Field, fieldStyles, type FieldOwnProps } from '../field/field';
import styles from './text-area.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldOwnProps {
  containerClassName?: string;
}

/** Labelled multi-line input; rest props (register()) go to the `<textarea>`. */
export function TextArea({
  label,
  hint,
  error,
  required,
  optional,
  id,
  className,
  containerClassName,
  rows = 5,
  ...areaProps
}: TextAreaProps) {
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
          data-disabled={areaProps.disabled ? 'true' : undefined}
        >
          <textarea
            rows={rows}
            className={cx(fieldStyles.input, styles.textarea, className)}
            {...areaProps}
            {...aria}
            aria-describedby={cx(areaProps['aria-describedby'], aria['aria-describedby']) || undefined}
          />
        </div>
      )}
    </Field>
  );
}
