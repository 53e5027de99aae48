import { Link, useStockFigures } from '@ga/core';
import { Icon, Notice } from '@ga/ui';
import type { Block, ContentSection } from '../content/types';
import { RichText } from '../content/rich-text';
import styles from './blocks.module.css';

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'text':
      return (
        <p className={styles.text}>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>
              <Icon name="check" size={18} className={styles.check} />
              <span>
                <RichText text={item} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.items.map((step, i) => (
            <li key={step.title}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span>
                <strong className={styles.stepTitle}>{step.title}</strong>
                <RichText text={step.text} />
              </span>
            </li>
          ))}
        </ol>
      );
    case 'figures':
      return (
        <dl className={styles.figures}>
          {block.items.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value.includes('{') ? <StockFigure value={f.value} /> : f.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'cards':
      return (
        <ul className={styles.cards}>
          {block.items.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.to ? <Link to={card.to}>{card.title}</Link> : card.title}</h3>
              <p>
                <RichText text={card.text} />
              </p>
            </li>
          ))}
        </ul>
      );
    case 'callout':
      return (
        <Notice variant={block.tone} title={block.title} className={styles.callout}>
          <RichText text={block.text} />
        </Notice>
      );
    case 'table':
      return (
        // Scrolls sideways on a phone: a named region the keyboard can reach and scroll (axe
        // scrollable-region-focusable, RGAA 7.3).
        <div className={styles.tableWrap} role="region" aria-label={block.caption} tabIndex={0}>
          <table className={styles.table}>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td key={i}>
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** A section of a content page: its h2 (anchor for deep links) and its blocks. */
export function SectionView({ section, number }: { section: ContentSection; number?: number }) {
  return (
    <section className={styles.section} aria-labelledby={section.id}>
      <h2 id={section.id} className={styles.sectionTitle} tabIndex={-1}>
        {number !== undefined ? `${number}. ` : ''}
        {section.title}
      </h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </section>
  );
}

/** A figure written `{voitures}` or `{utilitaires}` in the content: the stock's count of the day. */
function StockFigure({ value }: { value: string }) {
  const stock = useStockFigures();
  return <>{value.replaceAll('{voitures}', stock.cars).replaceAll('{utilitaires}', stock.vans)}</>;
}
