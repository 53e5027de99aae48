import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import styles from './badge.module.css';

export type BadgeVariant = 'nouveaute' | 'coup-de-coeur' | 'remise' | 'baisse' | 'zero-km' | 'reserve' | 'neutral';

const defaults: Record<BadgeVariant, { label: string; icon?: IconName }> = {
  nouveaute: { label: 'Nouveauté' },
  'coup-de-coeur': { label: 'Coup de cœur', icon: 'heart-filled' },
  remise: { label: 'Remise' },
  baisse: { label: 'Baisse de prix' },
  'zero-km': { label: '0\u00A0km' },
  reserve: { label: 'Réservé', icon: 'key' },
  neutral: { label: '' },
};

export interface BadgeProps {
  /** Default `neutral`. */
  variant?: BadgeVariant;
  /** Text; each variant but `neutral` has a French default ("Nouveauté", "Coup de cœur", "Remise", "0 km", "Réservé"). */
  children?: ReactNode;
  /** Default `sm`. */
  size?: 'sm' | 'md';
  /** Icon of the set; `null` removes the variant's default icon. */
  icon?: IconName | null;
  className?: string;
}

/** Small label on a vehicle (novelty, favourite pick, discount, 0 km, reserved…). */
export function Badge({ variant = 'neutral', children, size = 'sm', icon, className }: BadgeProps) {
  const iconName = icon === null ? undefined : (icon ?? defaults[variant].icon);
  return (
    <span className={cx(styles.root, styles[variant], size === 'md' && styles.md, className)} data-variant={variant}>
      {iconName ? <Icon name={iconName} size="1.1em" /> : null}
      {children ?? defaults[variant].label}
    </span>
  );
}
