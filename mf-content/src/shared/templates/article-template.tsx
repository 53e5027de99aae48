import type { ReactNode } from 'react';
import { ButtonLink, Icon } from '@ga/ui';
import { usePageHead, Link } from '@ga/core';
import type { ArticleContent } from '../content/types';
import { SectionView } from './blocks';
import { PageHero } from './page-hero';
import styles from './article-template.module.css';

/** Articles and service pages: hero, sections, calls to action, related pages; `children` after the sections (live data). */
export function ArticleTemplate({ page, children }: { page: ArticleContent; children?: ReactNode }) {
  usePageHead({ title: page.title, description: page.description, type: 'article' });
  return (
    <article>
      <PageHero kicker={page.kicker} heading={page.heading} lead={page.lead}>
        {page.actions && (
          <div className={styles.actions}>
            {page.actions.map((a, i) => (
              <ButtonLink key={a.to} to={a.to} size="lg" variant={i === 0 ? 'primary' : 'outline'}>
                {a.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </PageHero>
      <div className={styles.body}>
        <div className={styles.main}>
          {page.sections.map((section) => (
            <SectionView key={section.id} section={section} />
          ))}
          {children}
        </div>
        {page.related && page.related.length > 0 && (
          <aside className={styles.aside} aria-labelledby="related-title">
            <h2 id="related-title" className={styles.asideTitle}>
              À lire aussi
            </h2>
            <ul>
              {page.related.map((r) => (
                <li key={r.to}>
                  <Link to={r.to}>
                    {r.label} <Icon name="arrow-right" size={16} />
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </article>
  );
}
