import type { ReactElement } from 'react';
import { within } from '@testing-library/react';
import { expectHydrationWithoutMismatch, servedPage } from '@ga/testing';
import { resetPageHead } from '../../../testing/page-head';
import { FAQ_CATEGORIES } from '../content';
import { FaqCategoryPage, FaqHubPage } from './faq-pages';

/** The page at its address; the #hash is only there on the browser's side (a browser never sends it). */
const at = (path: string, ui: ReactElement) => () => servedPage(ui, { path: `${path}${window.location.hash}` });

describe('the FAQ, rendered by the server then hydrated', () => {
  const category = FAQ_CATEGORIES[0]!;
  const question = category.items[1]!;

  beforeEach(() => {
    resetPageHead();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
    // jsdom does not lay out: the question is "brought into view" without moving anything.
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => window.history.replaceState(null, '', window.location.pathname));

  it('hub: every question closed on the server, the one of the #hash opened once hydrated', async () => {
    const { html, container } = await expectHydrationWithoutMismatch(at('/a-propos/faq', <FaqHubPage />), {
      beforeHydrate: () => window.history.replaceState(null, '', `#${question.id}`),
    });
    expect(html).not.toMatch(/<details[^>]* open/);
    const opened = container.querySelector<HTMLDetailsElement>(`#${question.id}`);
    expect(opened?.open).toBe(true);
    expect(within(opened!).getByText(question.question)).toHaveFocus();
    expect(container.querySelectorAll('details[open]')).toHaveLength(1);
  });

  it('theme page: the same with a question past the hub’s first three', async () => {
    const last = category.items[category.items.length - 1]!;
    const { container } = await expectHydrationWithoutMismatch(
      at(`/a-propos/faq/${category.slug}`, <FaqCategoryPage category={category} />),
      {
        beforeHydrate: () => window.history.replaceState(null, '', `#${last.id}`),
      },
    );
    expect(container.querySelector<HTMLDetailsElement>(`#${last.id}`)?.open).toBe(true);
  });
});
