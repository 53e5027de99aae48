import { expectHydrationWithoutMismatch, serverApiState, servedPage } from '@ga/testing';
import { resetPageHead } from '../testing/page-head';
import { TestDriveFormPage } from './test-drive-pages';

const SLOTS = {
  data: [
    {
      date: '2026-11-27',
      slots: [
        { starts_at: '2026-11-27T08:30:00.000Z', time: '09:30' },
        { starts_at: '2026-11-27T09:00:00.000Z', time: '10:00' },
      ],
    },
    { date: '2026-11-28', slots: [{ starts_at: '2026-11-28T08:30:00.000Z', time: '09:30' }] },
  ],
};

describe('/gamme-tesla/model-3/Formulaire, rendered by the server then hydrated', () => {
  beforeEach(() => {
    resetPageHead();
    window.__GA_CONFIG__ = { brandName: 'Glinche Automobiles', siteUrl: 'https://www.exemple.fr' };
  });

  it('hydrates the test-drive form with the free slots the server fetched', async () => {
    const apiState = await serverApiState(<TestDriveFormPage slug="tesla-model-3" />, {
      reply: () => ({ status: 200, body: SLOTS }),
      path: '/gamme-tesla/model-3/Formulaire',
    });
    const { html, container } = await expectHydrationWithoutMismatch(() =>
      servedPage(<TestDriveFormPage slug="tesla-model-3" />, { apiState, path: '/gamme-tesla/model-3/Formulaire' }),
    );
    // The slots were in the server's markup, and are still there once hydrated.
    expect(html).toContain('vendredi 27 novembre');
    expect(container.querySelector('input[value="2026-11-27"]')).not.toBeNull();
  });
});
