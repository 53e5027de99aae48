import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './field.module.css';

/** Accessibility attributes a control receives from its `Field`. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldOwnProps {
  /** Visible label (always shown: placeholders are no labels). */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** French error message; makes the control aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Shows the required marker and sets aria-required on the control. */
  required?: boolean;
  /** Shows "(facultatif)" after the label. */
  optional?: boolean;
}

export interface FieldProps extends FieldOwnProps {
  /** Id of the control; generated when absent. */
  id?: string;
  className?: string;
  /** The control, given its accessibility attributes (`{...aria}`). */
  children: (aria: FieldControlProps) => ReactNode;
}

/** Ids and aria attributes of a field's control, hint and error. */
export function useFieldAria(
  idProp: string | undefined,
  {
    hint,
    error,
    required,
    describedBy,
  }: { hint?: ReactNode; error?: ReactNode; required?: boolean; describedBy?: string },
) {
  const generated = useId();
  const id = idProp ?? `field-${generated.replace(/:/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  const aria: FieldControlProps = { id };
  if (ids) aria['aria-describedby'] = ids;
  if (error) aria['aria-invalid'] = true;
  if (required) aria['aria-required'] = true;
  return { id, hintId, errorId, aria };
}

export function RequiredMark() {
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        *
      </span>
      <VisuallyHidden>(obligatoire)</VisuallyHidden>
    </>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** Inline error under a control: announced when it appears (role="alert"). */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      <Icon name="danger" size={16} className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}

/**
 * Label + control + hint + error. Used by every field of the kit; use it directly for a custom
 * control: `<Field label="Plaque" error={e}>{(aria) => <PlateInput {...aria} />}</Field>`.
 */
export function Field({ id: idProp, label, hint, error, required, optional, className, children }: FieldProps) {
  const { id, hintId, errorId, aria } = useFieldAria(idProp, { hint, error, required });
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
        {optional && !required ? <span className={styles.optional}>(facultatif)</span> : null}
      </label>
      {children(aria)}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export const fieldStyles = styles;
