import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, RequiredMark, useFieldAria, type FieldOwnProps } from '../field/field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, Omit<FieldOwnProps, 'optional'> {
  containerClassName?: string;
}

/** Labelled checkbox (newsletter, conditions…); rest props (register()) go to the input. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id: idProp,
  className,
  containerClassName,
  ...inputProps
}: CheckboxProps) {
  const { id, hintId, errorId, aria } = useFieldAria(idProp, {
    hint,
    error,
    required,
    describedBy: inputProps['aria-describedby'],
  });
  return (
    <div className={cx(styles.root, containerClassName)}>
      <div className={styles.row}>
        <input type="checkbox" className={cx(styles.box, className)} {...inputProps} {...aria} />
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? (
            <>
              {' '}
              <RequiredMark />
            </>
          ) : null}
        </label>
      </div>
      {hint || error ? (
        <div className={styles.messages}>
          <FieldHint id={hintId}>{hint}</FieldHint>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
