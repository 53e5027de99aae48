import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { Spinner } from '../spinner/spinner';
import { buttonClassName, buttonIconClass, type ButtonStyleProps } from './button-styles';

export interface ButtonContentProps {
  /** Icon before the label: a name of the set or any node. */
  iconLeft?: IconName | ReactNode;
  /** Icon after the label. */
  iconRight?: IconName | ReactNode;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps, ButtonContentProps {
  /** Shows a spinner, disables the button and sets aria-busy (e.g. while a form is sent). */
  loading?: boolean;
}

export function renderIcon(icon: IconName | ReactNode): ReactNode {
  if (icon === undefined || icon === null || icon === false) return null;
  return (
    <span className={buttonIconClass}>
      {typeof icon === 'string' ? <Icon name={icon as IconName} size="1.15em" /> : icon}
    </span>
  );
}

/** A real `<button>` (type="button" unless told otherwise). */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  iconLeft,
  iconRight,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : renderIcon(iconLeft)}
      {children}
      {renderIcon(iconRight)}
    </button>
  );
}
