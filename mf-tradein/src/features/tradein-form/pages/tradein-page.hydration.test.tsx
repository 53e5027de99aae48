import { within } from '@testing-library/react';
import { expectHydrationWithoutMismatch, mockFetch, servedPage } from '@ga/testing';
import { loadDraft } from '../draft';
import { CLIO, referenceLists, seedDraft } from '../../../testing/render-tradein';
import { TradeinPage } from './tradein-page';

const page = () => servedPage(<TradeinPage />, { path: '/reprise-voiture' });

describe('/reprise-voiture, rendered by the server then hydrated', () => {
  beforeEach(() => {
    mockFetch(referenceLists);
    document.head.innerHTML = '';
  });

  it('renders the first step, empty, on the server; the draft in localStorage comes back once hydrated', async () => {
    const draft = { ...CLIO, plate: '', plateStatus: 'skipped' as const };
    const { html, container } = await expectHydrationWithoutMismatch(page, {
      beforeHydrate: () => seedDraft(2, draft),
    });
    expect(html).toContain('Immatriculation');
    expect(html).not.toContain('État et équipements</h2>');
    const heading = within(container).getByRole('heading', { level: 2, name: 'État et équipements' });
    // Brought back to their step, the visitor keeps the focus where it was.
    expect(heading).not.toHaveFocus();
    // Restoring saved nothing new: the draft is the one seeded.
    expect(loadDraft()).toEqual({
      step: 2,
      values: expect.objectContaining({ brand: 'renault', version_id: '4242', plateStatus: 'skipped' }),
    });
  });

  it('hydrates the first step as it is when nothing is stored', async () => {
    const { container } = await expectHydrationWithoutMismatch(page);
    expect(within(container).getByRole('form', { name: 'Immatriculation' })).toBeInTheDocument();
  });
});
