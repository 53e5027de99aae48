import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Container, type ContainerProps } from '../container/container';
import styles from './section.module.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Small uppercase line above the title ("Nos services"). */
  eyebrow?: ReactNode;
  /** Links or buttons beside the title ("Voir tout"). */
  actions?: ReactNode;
  /** Default 2. */
  headingLevel?: 1 | 2 | 3;
  /** Background. Default `default` (white). */
  tone?: 'default' | 'muted' | 'ink';
  /** Vertical spacing. Default `md`. */
  spacing?: 'sm' | 'md' | 'lg';
  align?: 'left' | 'center';
  /** Width of the inner container; `false` for no container. */
  container?: ContainerProps['size'] | false;
}

/** A band of a page: optional heading block (eyebrow, title, subtitle, actions) then content. */
export function Section({
  title,
  subtitle,
  eyebrow,
  actions,
  headingLevel = 2,
  tone = 'default',
  spacing = 'md',
  align = 'left',
  container = 'default',
  className,
  children,
  ...rest
}: SectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const header =
    title || actions ? (
      <div className={styles.header}>
        {title ? (
          <div className={styles.heading}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    ) : null;
  const inner = (
    <>
      {header}
      {children}
    </>
  );
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cx(
        styles.root,
        spacing !== 'md' && styles[spacing],
        tone !== 'default' && styles[tone],
        align === 'center' && styles.centered,
        className,
      )}
      {...rest}
    >
      {container === false ? inner : <Container size={container}>{inner}</Container>}
    </section>
  );
}
