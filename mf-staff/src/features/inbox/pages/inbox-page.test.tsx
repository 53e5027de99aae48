import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxItem } from '@ga/contracts';
import { renderWithStore, type Handler } from '@ga/testing';
import { InboxPage } from './inbox-page';

const ME = {
  data: { id: 3, email: 'lea@glinche-automobiles.fr', full_name: 'Léa Morin', role: 'conseiller' },
  csrf_token: 'csrf',
};
const item = (over: Partial<InboxItem>): InboxItem => ({
  id: '1',
  kind: 'contact',
  source_id: 1,
  status: 'nouvelle',
  assigned_to: null,
  fullname: 'Élodie Lefèvre',
  email: 'elodie@exemple.fr',
  phone: '06 39 98 00 01',
  plate: null,
  reference: 'C-2026-000001',
  vehicle_id: null,
  summary: 'Livraison · Livrez-vous au Mans ?',
  due_at: null,
  created_at: '2026-11-27T09:00:00.000Z',
  ...over,
});
const SLOW = 20_000;

const api =
  (pages: Record<string, { data: InboxItem[]; next: string | null }>): Handler =>
  (method, path) => {
    if (path === '/api/staff/me') return { body: ME };
    if (path === '/api/staff/colleagues') return { body: { data: [] } };
    if (path.startsWith('/api/staff/inbox')) {
      const page = pages[path] ?? { data: [], next: null };
      return { body: { data: page.data, meta: { next_cursor: page.next, unassigned_open: 4 } } };
    }
    return undefined;
  };

describe('inbox page', () => {
  it('sends a signed-out person to the sign-in, and back here after', async () => {
    const { router } = renderWithStore(<InboxPage />, {
      reply: (m, p) =>
        p === '/api/staff/me'
          ? { status: 401, body: { message: 'Veuillez vous connecter à l’espace conseiller.' } }
          : undefined,
      path: '/espace-conseiller/demandes?kind=rappel',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/espace-conseiller/connexion'));
    expect(router.state.location.search).toBe(
      `?retour=${encodeURIComponent('/espace-conseiller/demandes?kind=rappel')}`,
    );
  });

  it(
    'lists the requests with the badge, marks a late call-back, and loads older pages by cursor',
    async () => {
      const late = item({
        id: '2',
        kind: 'rappel',
        summary: 'Rappel le matin',
        due_at: '2026-01-05T11:00:00.000Z',
        created_at: '2026-01-04T09:00:00.000Z',
      });
      renderWithStore(<InboxPage />, {
        reply: api({
          '/api/staff/inbox': { data: [item({})], next: '1' },
          '/api/staff/inbox?before=1': { data: [late], next: null },
        }),
        path: '/espace-conseiller/demandes',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Demandes' })).toBeInTheDocument();
      expect(await screen.findByTestId('unassigned-badge')).toHaveTextContent('4 demandes ouvertes non attribuées');
      expect(screen.getByRole('link', { name: 'Élodie Lefèvre' })).toHaveAttribute(
        'href',
        '/espace-conseiller/demandes/1',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Demandes plus anciennes' }));
      const rows = await screen.findAllByTestId('inbox-row');
      await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(2));
      expect(within(screen.getAllByTestId('inbox-row')[1]!).getByText(/Créneau dépassé/)).toBeInTheDocument();
      expect(rows[0]).toHaveTextContent('Réf. C-2026-000001');
      expect(screen.queryByRole('button', { name: 'Demandes plus anciennes' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'puts the filters in the address and asks the API with them',
    async () => {
      const { router, calls } = renderWithStore(<InboxPage />, { reply: api({}), path: '/espace-conseiller/demandes' });
      await userEvent.type(await screen.findByRole('searchbox', { name: /^Nom, e-mail, téléphone/ }), 'lefevre');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'rappel');
      await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=lefevre&kind=rappel'));
      await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/staff/inbox?q=lefevre&kind=rappel'));
      expect(await screen.findByText('Aucune demande ne correspond à ces filtres.')).toBeInTheDocument();
      // A conseiller has no export.
      expect(screen.queryByRole('link', { name: 'Exporter en CSV' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'offers a responsable the CSV export of the list as filtered',
    async () => {
      const responsable = { ...ME, data: { ...ME.data, role: 'responsable' } };
      renderWithStore(<InboxPage />, {
        reply: (m, p, b) => (p === '/api/staff/me' ? { body: responsable } : api({})(m, p, b)),
        path: '/espace-conseiller/demandes?kind=contact&q=dupont',
      });
      const link = await screen.findByRole('link', { name: 'Exporter en CSV' });
      expect(link.getAttribute('href')).toMatch(/\/api\/staff\/inbox\/export\.csv\?q=dupont&kind=contact$/);
    },
    SLOW,
  );

  it(
    'new requests arrive live: the stream (with the cookie) brings ids, the list is read again and the arrival announced',
    async () => {
      const sources: FakeEventSource[] = [];
      class FakeEventSource {
        listeners = new Map<string, (event: MessageEvent<string>) => void>();
        closed = false;
        constructor(
          public url: string,
          public init?: EventSourceInit,
        ) {
          sources.push(this);
        }
        addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
          this.listeners.set(type, listener);
        }
        close() {
          this.closed = true;
        }
      }
      (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
      let served = [item({})];
      const { calls, unmount } = renderWithStore(<InboxPage />, {
        reply: (method, path) =>
          path === '/api/staff/inbox'
            ? { body: { data: served, meta: { next_cursor: null, unassigned_open: served.length } } }
            : api({})(method, path, undefined),
        path: '/espace-conseiller/demandes',
      });
      expect(await screen.findByRole('link', { name: 'Élodie Lefèvre' })).toBeInTheDocument();
      expect(sources[0]).toMatchObject({ url: 'http://api.test/api/staff/stream', init: { withCredentials: true } });
      served = [item({ id: '9', fullname: 'Noé Garnier' }), ...served];
      act(() => sources[0]!.listeners.get('inbox')!({ data: JSON.stringify({ ids: [9] }) } as MessageEvent<string>));
      expect(await screen.findByRole('link', { name: 'Noé Garnier' })).toBeInTheDocument();
      expect(screen.getByTestId('live-arrivals')).toHaveTextContent(
        '1 nouvelle demande arrivée depuis l’ouverture de la page.',
      );
      expect(screen.getAllByTestId('inbox-row')[0]).toHaveTextContent('Nouvelle, en direct');
      expect(calls.filter((c) => c.path === '/api/staff/inbox')).toHaveLength(2);
      unmount();
      expect(sources[0]!.closed).toBe(true);
      delete (globalThis as { EventSource?: unknown }).EventSource;
    },
    SLOW,
  );
});
