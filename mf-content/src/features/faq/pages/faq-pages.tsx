import { ButtonLink, Icon } from '@ga/ui';
import { usePageHead, Link } from '@ga/core';
import type { FaqCategory } from '../../../shared/content/types';
import { PageHero } from '../../../shared/templates/page-hero';
import { FAQ_CATEGORIES } from '../content';
import { FaqList } from '../components/faq-list';
import { FaqSearch } from '../components/faq-search';
import styles from './faq-pages.module.css';
import { PAGE_HEADS } from '../../../shared/page-heads';

function OtherCategories({ current }: { current?: string }) {
  return (
    <nav aria-label="Thèmes de la FAQ" className={styles.themes}>
      <h2 className={styles.themesTitle}>{current ? 'Les autres thèmes' : 'Tous les thèmes'}</h2>
      <ul>
        {FAQ_CATEGORIES.filter((c) => c.slug !== current).map((c) => (
          <li key={c.slug}>
            <Link to={`/a-propos/faq/${c.slug}`}>
              <span>
                <strong>{c.title}</strong>
                {c.lead}
              </span>
              <Icon name="arrow-right" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Contact() {
  return (
    <aside className={styles.contact} aria-label="Votre question n’y est pas ?">
      <p>
        <strong>Votre question n’y est pas ?</strong> Nos conseillers vous répondent du lundi au samedi, de 9 h à 19 h.
      </p>
      <ButtonLink to="/a-propos/contactez-nous" variant="secondary">
        Nous contacter
      </ButtonLink>
    </aside>
  );
}

/** /a-propos/faq: a search over every question, then each theme with its questions. */
export function FaqHubPage() {
  usePageHead(PAGE_HEADS['/a-propos/faq']);
  return (
    <>
      <PageHero
        kicker="Aide"
        heading="Questions fréquentes"
        lead="Achat, financement, livraison, reprise : trouvez une réponse en quelques secondes."
      />
      <div className={styles.body}>
        <FaqSearch categories={FAQ_CATEGORIES} />
        {FAQ_CATEGORIES.map((category) => (
          <section key={category.slug} className={styles.category} aria-labelledby={`faq-${category.slug}`}>
            <h2 id={`faq-${category.slug}`} className={styles.categoryTitle}>
              <Link to={`/a-propos/faq/${category.slug}`}>{category.title}</Link>
            </h2>
            <FaqList items={category.items.slice(0, 3)} />
            {category.items.length > 3 && (
              <p className={styles.more}>
                <Link to={`/a-propos/faq/${category.slug}`}>
                  Toutes les questions « {category.title} » ({category.items.length})
                </Link>
              </p>
            )}
          </section>
        ))}
        <Contact />
      </div>
    </>
  );
}

/** /a-propos/faq/{theme}: every question of the theme, the other themes. */
export function FaqCategoryPage({ category }: { category: FaqCategory }) {
  usePageHead({ title: `${category.title} – Questions fréquentes`, description: category.description });
  return (
    <>
      <PageHero kicker="Questions fréquentes" heading={category.title} lead={category.lead}>
        <p className={styles.back}>
          <Link to="/a-propos/faq">
            <Icon name="chevron-left" size={16} /> Toutes les questions
          </Link>
        </p>
      </PageHero>
      <div className={styles.body}>
        <FaqSearch categories={FAQ_CATEGORIES} />
        <FaqList items={category.items} />
        <Contact />
        <OtherCategories current={category.slug} />
      </div>
    </>
  );
}
