import type { SVGProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './icon.module.css';
import { iconPaths, type IconName } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Width and height in px (or any CSS length). Default 20. */
  size?: number | string;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** Inline SVG icon in currentColor. Decorative unless `title` is given. */
export function Icon({ name, size = 20, title, className, ...rest }: IconProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      className={cx(styles.root, className)}
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {iconPaths[name]}
    </svg>
  );
}
