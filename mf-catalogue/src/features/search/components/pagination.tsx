import styles from './pagination.module.css';

/** Page links: first, last, and two around the current page. */
export function pagesToShow(current: number, last: number): (number | '…')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? (['…', page] as const) : [page]));
}

export function Pagination({ current, last, onPage }: { current: number; last: number; onPage: (page: number) => void }) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <button type="button" disabled={current <= 1} onClick={() => onPage(current - 1)} className={styles.step}>
        ← Précédente
      </button>
      <ol className={styles.pages}>
        {pagesToShow(current, last).map((page, i) =>
          page === '…' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <button type="button" aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`} onClick={() => onPage(page)} className={page === current ? `${styles.page} ${styles.current}` : styles.page}>
                {page}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" disabled={current >= last} onClick={() => onPage(current + 1)} className={styles.step}>
        Suivante →
      </button>
    </nav>
  );
}
