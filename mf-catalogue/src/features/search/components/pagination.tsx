import { Link, useLocation } from '@ga/core';
import { filtersToSearch, type UrlFilters } from '../search-params';
import styles from './pagination.module.css';

/** Page links: first, last, and two around the current page. */
export function pagesToShow(current: number, last: number): (number | '…')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? (['…', page] as const) : [page]));
}

/**
 * Real links (`<a href>` to the clean URL of each page, the search kept): a visitor or a crawler without
 * JavaScript goes from page to page of the server-rendered listing; with JavaScript the router follows them.
 */
export function Pagination({
  current,
  last,
  filters,
  onNavigate,
}: {
  current: number;
  last: number;
  filters: UrlFilters;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  if (last <= 1) return null;
  const href = (page: number) => `${pathname}${filtersToSearch({ ...filters, page })}`;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {current > 1 ? (
        <Link to={href(current - 1)} rel="prev" onClick={onNavigate} className={styles.step}>
          ← Précédente
        </Link>
      ) : (
        // No page before the first: the same box, shown disabled (no link, out of the tab order).
        <span aria-disabled="true" className={styles.step}>
          ← Précédente
        </span>
      )}
      <ol className={styles.pages}>
        {pagesToShow(current, last).map((page, i) =>
          page === '…' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
                onClick={onNavigate}
                className={page === current ? `${styles.page} ${styles.current}` : styles.page}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <Link to={href(current + 1)} rel="next" onClick={onNavigate} className={styles.step}>
          Suivante →
        </Link>
      ) : (
        <span aria-disabled="true" className={styles.step}>
          Suivante →
        </span>
      )}
    </nav>
  );
}
