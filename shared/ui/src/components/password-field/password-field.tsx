import { useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Field, fieldStyles } from '../field/field';
import type { TextFieldProps } from '../text-field/text-field';
import styles from './password-field.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Slot under the box, e.g. a strength meter; linked to the input with aria-describedby. */
  strengthHint?: ReactNode;
  /** Default "Afficher". */
  showLabel?: string;
  /** Default "Masquer". */
  hideLabel?: string;
}

/** Password input with a "Afficher"/"Masquer" toggle. Default autocomplete: current-password. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  optional,
  id,
  prefix,
  strengthHint,
  showLabel = 'Afficher',
  hideLabel = 'Masquer',
  className,
  containerClassName,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
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
      {(aria) => {
        const strengthId = strengthHint ? `${aria.id}-strength` : undefined;
        const describedBy = cx(inputProps['aria-describedby'], strengthId, aria['aria-describedby']) || undefined;
        return (
          <>
            <div
              className={fieldStyles.control}
              data-invalid={error ? 'true' : undefined}
              data-disabled={inputProps.disabled ? 'true' : undefined}
            >
              {prefix ? <span className={fieldStyles.adornment}>{prefix}</span> : null}
              <input
                type={visible ? 'text' : 'password'}
                autoComplete={autoComplete}
                autoCapitalize="off"
                spellCheck={false}
                className={cx(fieldStyles.input, className)}
                {...inputProps}
                {...aria}
                aria-describedby={describedBy}
              />
              <button
                type="button"
                className={styles.toggle}
                onClick={() => setVisible((v) => !v)}
                aria-controls={aria.id}
                disabled={inputProps.disabled}
              >
                {visible ? hideLabel : showLabel}
              </button>
            </div>
            {strengthHint ? (
              <div id={strengthId} className={styles.strength} aria-live="polite">
                {strengthHint}
              </div>
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
