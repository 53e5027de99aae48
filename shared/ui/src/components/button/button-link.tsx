import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { renderIcon, type ButtonContentProps } from './button';
import { buttonClassName, type ButtonStyleProps } from './button-styles';

export interface ButtonLinkProps extends ComponentPropsWithRef<typeof Link>, ButtonStyleProps, ButtonContentProps {}

/** A react-router `Link` that looks like a button (navigation stays a link). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconLeft,
  iconRight,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={buttonClassName({ variant, size, fullWidth }, typeof className === 'string' ? className : undefined)}
      {...rest}
    >
      {renderIcon(iconLeft)}
      {children}
      {renderIcon(iconRight)}
    </Link>
  );
}
