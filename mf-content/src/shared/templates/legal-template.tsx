import type { ReactNode } from 'react';
import { formatDate } from '@ga/ui';
import { usePageHead } from '@ga/core';
import type { LegalContent } from '../content/types';
import { SectionView } from './blocks';
import { PageHero } from './page-hero';
import styles from './legal-template.module.css';

/** Legal texts: their date, a table of contents, numbered sections. */
export function LegalTemplate({ page, children }: { page: LegalContent; children?: ReactNode }) {
  usePageHead({ title: page.title, description: page.description });
  return (
    <article>
      <PageHero kicker={page.kicker ?? 'Informations légales'} heading={page.heading} lead={page.lead}>
        <p className={styles.updated}>Version du {formatDate(page.updated)}</p>
      </PageHero>
      <div className={styles.body}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            Sommaire
          </h2>
          <ol>
            {page.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.main}>
          {page.sections.map((section, i) => (
            <SectionView key={section.id} section={section} number={i + 1} />
          ))}
          {children}
        </div>
      </div>
    </article>
  );
}
