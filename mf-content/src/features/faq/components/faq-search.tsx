import { useId, useMemo, useState } from 'react';
import { Link } from '@ga/core';
import { TextField, pluralize } from '@ga/ui';
import type { FaqCategory } from '../../../shared/content/types';
import { plainText } from '../../../shared/content/rich-text';
import styles from './faq.module.css';

/** Lower case, without accents: « Rétractation » is found by « retractation ». */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function searchFaq(categories: FaqCategory[], query: string) {
  // Words cut to their first 6 letters: « rétractation » also finds « se rétracter ».
  const words = fold(query)
    .split(/[\s'’-]+/)
    .filter((w) => w.length > 1)
    .map((w) => (w.length > 6 ? w.slice(0, 6) : w));
  if (!words.length) return [];
  return categories.flatMap((category) =>
    category.items
      .filter((item) => {
        const haystack = fold(`${item.question} ${item.answer.map(plainText).join(' ')}`);
        return words.every((w) => haystack.includes(w));
      })
      .map((item) => ({ category, item })),
  );
}

/** A search over every question of every category, with links to each answer. */
export function FaqSearch({ categories }: { categories: FaqCategory[] }) {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchFaq(categories, query), [categories, query]);
  const statusId = useId();
  const searching = query.trim().length > 1;
  return (
    <div className={styles.search} role="search">
      <TextField
        label="Rechercher dans les questions"
        type="search"
        placeholder="Ex. : rétractation, délai de livraison, carte grise"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-describedby={statusId}
      />
      <p id={statusId} className={styles.status} aria-live="polite">
        {searching
          ? results.length
            ? pluralize(results.length, 'réponse trouvée', 'réponses trouvées')
            : 'Aucune question ne correspond : reformulez ou contactez-nous.'
          : ''}
      </p>
      {searching && results.length > 0 && (
        <ul className={styles.results}>
          {results.map(({ category, item }) => (
            <li key={`${category.slug}-${item.id}`}>
              <Link to={`/a-propos/faq/${category.slug}#${item.id}`}>{item.question}</Link>
              <span className={styles.resultCategory}>{category.title}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
