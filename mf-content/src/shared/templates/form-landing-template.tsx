import type { ReactNode } from 'react';
import { usePageHead } from '@ga/core';
import { PageHero } from './page-hero';
import styles from './form-landing-template.module.css';

interface FormLandingProps {
  title: string;
  description: string;
  heading: string;
  kicker?: string;
  lead: string;
  /** Paragraphs above the form. */
  intro?: string[];
  /** The form (or its success state). */
  children: ReactNode;
  /** Beside the form: how else to reach us, what happens next. */
  aside?: ReactNode;
}

/** A page built around a form: hero, the form in a card, an aside. */
export function FormLandingTemplate({
  title,
  description,
  heading,
  kicker,
  lead,
  intro,
  children,
  aside,
}: FormLandingProps) {
  usePageHead({ title, description });
  return (
    <div>
      <PageHero kicker={kicker} heading={heading} lead={lead} />
      <div className={styles.body}>
        <div className={styles.main}>
          {intro?.map((p) => (
            <p key={p} className={styles.intro}>
              {p}
            </p>
          ))}
          <div className={styles.card}>{children}</div>
        </div>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </div>
  );
}
