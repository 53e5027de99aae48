import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore, type Handler } from '@ga/testing';
import { AuditPage } from './audit-page';

const me = (role: string) => ({
  data: { id: 3, email: 'julien@glinche-automobiles.fr', full_name: 'Julien Lefèvre', role },
  csrf_token: 'csrf',
});
const ENTRIES = [
  {
    id: '9',
    at: '2026-11-27T09:00:00.000Z',
    actor_id: 4,
    actor_email: 'lea@glinche-automobiles.fr',
    action: 'inbox.assigned',
    record_type: 'staff_inbox',
    record_id: '12',
    before: { assigned_to: null },
    after: { assigned_to: 4 },
    request_id: 'r',
    ip: '10.0.0.1',
  },
  {
    id: '8',
    at: '2026-11-27T08:00:00.000Z',
    actor_id: null,
    actor_email: null,
    action: 'reprise.offer_accepted',
    record_type: 'staff_inbox',
    record_id: '13',
    before: null,
    after: null,
    request_id: 'r',
    ip: null,
  },
];
const api =
  (role: string): Handler =>
  (method, path) => {
    if (path === '/api/staff/me') return { body: me(role) };
    if (path === '/api/staff/colleagues')
      return { body: { data: [{ id: 4, full_name: 'Léa Morin', role: 'conseiller' }] } };
    if (path.startsWith('/api/staff/audit'))
      return { body: { data: path.includes('before=') ? [] : ENTRIES, meta: { next_cursor: null } } };
    return undefined;
  };
const SLOW = 20_000;

describe('the journal', () => {
  it(
    'reads each entry in French, links its request, and filters by person, day or request',
    async () => {
      const { calls, router } = renderWithStore(<AuditPage />, {
        reply: api('responsable'),
        path: '/espace-conseiller/journal',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
      expect(await screen.findByText('a attribué la demande : personne → Léa Morin')).toBeInTheDocument();
      expect(screen.getByText('Le visiteur')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'n° 12' })).toHaveAttribute('href', '/espace-conseiller/demandes/12');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Personne/ }), '4');
      await userEvent.type(screen.getByRole('textbox', { name: /^Demande n°/ }), '12');
      await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
      await waitFor(() => expect(router.state.location.search).toBe('?actor_id=4&record_id=12'));
      await waitFor(() =>
        expect(calls.map((c) => c.path)).toContain('/api/staff/audit?actor_id=4&record_id=12&record_type=staff_inbox'),
      );
    },
    SLOW,
  );

  it(
    'is for responsables and admins: a conseiller is told so, and nothing is asked',
    async () => {
      const { calls } = renderWithStore(<AuditPage />, {
        reply: api('conseiller'),
        path: '/espace-conseiller/journal',
      });
      expect(
        await screen.findByText('Cette page est réservée aux responsables et aux administrateurs.'),
      ).toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith('/api/staff/audit'))).toBe(false);
    },
    SLOW,
  );
});
