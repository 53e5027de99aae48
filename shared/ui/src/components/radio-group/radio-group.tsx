import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, RequiredMark, useFieldAria, type FieldOwnProps } from '../field/field';
import styles from './radio-group.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Second line under the label (e.g. a price). */
  hint?: ReactNode;
  disabled?: boolean;
}

type InputRest = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'children' | 'id'
>;

export interface RadioGroupProps extends InputRest, Omit<FieldOwnProps, 'optional'> {
  /** Name shared by the radios (given by register() with react-hook-form). */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  /** Called with the chosen value (besides `onChange`, which receives the event). */
  onValueChange?: (value: string) => void;
  /** `cards` shows each option as a tile. Default `list`. */
  variant?: 'list' | 'cards';
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  containerClassName?: string;
}

/**
 * A group of radios in a fieldset (role radiogroup) named by its legend. Input props (name,
 * onChange, onBlur, ref from register()) are given to every radio.
 */
export function RadioGroup({
  label,
  hint,
  error,
  required,
  id: idProp,
  options,
  value,
  defaultValue,
  onValueChange,
  onChange,
  disabled,
  variant = 'list',
  orientation = 'vertical',
  className,
  containerClassName,
  ...inputProps
}: RadioGroupProps) {
  const { id, hintId, errorId, aria } = useFieldAria(idProp, { hint, error, required });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <fieldset
      role="radiogroup"
      id={id}
      className={cx(
        styles.root,
        variant === 'cards' && styles.cards,
        error ? styles.invalid : undefined,
        containerClassName,
      )}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      aria-required={aria['aria-required']}
    >
      <legend className={styles.legend}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checkedProps =
            value !== undefined
              ? { checked: value === option.value }
              : defaultValue !== undefined
                ? { defaultChecked: defaultValue === option.value }
                : {};
          return (
            <label key={option.value} htmlFor={optionId} className={cx(styles.option, className)}>
              <input
                type="radio"
                id={optionId}
                className={styles.radio}
                value={option.value}
                {...inputProps}
                disabled={option.disabled || disabled}
                onChange={handleChange}
                {...checkedProps}
              />
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
