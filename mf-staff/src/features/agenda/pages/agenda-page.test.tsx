import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addIsoDays, parisToday, type AgendaAppointment } from '@ga/contracts';
import { renderWithStore, type Handler } from '@ga/testing';
import { AgendaPage } from './agenda-page';

const SLOW = 20_000;
const PLACES = [
  { slug: 'ecommoy', name: 'Centre d’Écommoy' },
  { slug: 'le-mans', name: 'Point de livraison du Mans' },
];
const me = (role: string) => ({
  data: { id: 3, email: 'lea@glinche-automobiles.fr', full_name: 'Léa Morin', role },
  csrf_token: 'csrf',
});
const day = addIsoDays(parisToday(), 2);
const appointment = (over: Partial<AgendaAppointment> = {}): AgendaAppointment => ({
  id: 8,
  reference: 'R-2026-000008',
  kind: 'atelier',
  resource: null,
  starts_at: `${day}T08:00:00.000Z`,
  ends_at: `${day}T09:00:00.000Z`,
  status: 'confirme',
  fullname: 'Nina Atelier',
  email: 'nina@exemple.fr',
  phone: '06 12 34 56 78',
  message: null,
  cancel_reason: null,
  inbox_id: '41',
  in_block: false,
  restricted: false,
  followed_by: null,
  ...over,
});

function server(role: string, items: AgendaAppointment[], write: Handler = () => undefined): Handler {
  return (method, path, body) => {
    if (path === '/api/staff/me') return { body: me(role) };
    if (path.startsWith('/api/staff/agenda')) {
      const place = path.includes('place=le-mans') ? PLACES[1]! : PLACES[0]!;
      return {
        body: {
          data: {
            place: { ...place, address: 'Route du Mans, 72220 Écommoy' },
            places: PLACES,
            from: parisToday(),
            to: addIsoDays(parisToday(), 7),
            appointments: items,
            blocks: [],
          },
        },
      };
    }
    if (path.startsWith('/api/appointments/slots'))
      return {
        body: {
          data: [{ date: day, slots: [{ starts_at: `${day}T13:00:00.000Z`, time: '14:00' }] }],
          meta: { total: 1 },
        },
      };
    return write(method, path, body);
  };
}

describe('agenda page', () => {
  it(
    'shows the week by day and moves an appointment to a free slot',
    async () => {
      const sent: unknown[] = [];
      renderWithStore(<AgendaPage />, {
        reply: server('conseiller', [appointment({ in_block: true })], (method, path, body) => {
          if (method === 'POST' && path === '/api/staff/appointments/8/move') {
            sent.push(body);
            return {
              body: {
                message: 'Rendez-vous déplacé : le visiteur reçoit un e-mail et son agenda est mis à jour.',
                data: { starts_at: `${day}T13:00:00.000Z`, sequence: 1 },
              },
            };
          }
          return undefined;
        }),
        path: '/espace-conseiller/agenda',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
      const item = await screen.findByTestId('agenda-item');
      expect(item).toHaveTextContent('09 h 00');
      expect(item).toHaveTextContent('Entretien ou réparation à l’atelier');
      expect(item).toHaveTextContent('Dans une période fermée : à déplacer ou à annuler.');
      expect(within(item).getByRole('link', { name: 'Nina Atelier' })).toHaveAttribute(
        'href',
        '/espace-conseiller/demandes/41',
      );
      // A conseiller does not close periods.
      expect(screen.queryByRole('button', { name: 'Fermer une période…' })).not.toBeInTheDocument();
      await userEvent.click(within(item).getByRole('button', { name: 'Déplacer le rendez-vous de Nina Atelier' }));
      const form = within(item).getByRole('form', { name: 'Déplacer le rendez-vous de Nina Atelier' });
      const select = within(form).getByRole('combobox', { name: /^Nouveau créneau/ });
      await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
      await userEvent.selectOptions(select, `${day}T13:00:00.000Z`);
      await userEvent.click(within(form).getByRole('button', { name: 'Déplacer le rendez-vous' }));
      await waitFor(() => expect(sent).toEqual([{ starts_at: `${day}T13:00:00.000Z` }]));
      expect(await within(item).findByRole('status')).toHaveTextContent('Rendez-vous déplacé');
    },
    SLOW,
  );

  it(
    'a colleague’s appointment shows its slot and who follows it, never the visitor',
    async () => {
      const colleagues = [
        appointment({
          id: 9,
          restricted: true,
          followed_by: 'Paul Durand',
          fullname: null,
          email: null,
          phone: null,
          inbox_id: null,
        }),
        appointment({
          id: 10,
          starts_at: `${day}T10:00:00.000Z`,
          ends_at: `${day}T11:00:00.000Z`,
          restricted: true,
          followed_by: 'Émilie Roux',
          fullname: null,
          email: null,
          phone: null,
          inbox_id: null,
        }),
      ];
      renderWithStore(<AgendaPage />, { reply: server('conseiller', colleagues), path: '/espace-conseiller/agenda' });
      const [first, second] = await screen.findAllByTestId('agenda-item');
      expect(first).toHaveTextContent('Rendez-vous de Paul Durand · Réf. R-2026-000008');
      expect(first).toHaveTextContent(
        'Coordonnées et message du visiteur visibles de la personne qui suit la demande et des responsables.',
      );
      expect(second).toHaveTextContent('Rendez-vous d’Émilie Roux');
      expect(within(first!).queryByRole('link')).not.toBeInTheDocument();
      expect(first).not.toHaveTextContent('null');
      // Still on the shared planning: moved or cancelled by anyone, named by its reference.
      expect(
        within(first!).getByRole('button', { name: 'Déplacer le rendez-vous R-2026-000008 suivi par Paul Durand' }),
      ).toBeInTheDocument();
      expect(
        within(first!).getByRole('button', { name: 'Annuler le rendez-vous R-2026-000008 suivi par Paul Durand' }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a responsable closes a period and is told which appointments are already there',
    async () => {
      const sent: unknown[] = [];
      renderWithStore(<AgendaPage />, {
        reply: server('responsable', [], (method, path, body) => {
          if (method !== 'POST' || path !== '/api/staff/appointment-blocks') return undefined;
          sent.push(body);
          return {
            status: 201,
            body: {
              message: 'Période fermée : plus aucun créneau n’y est proposé aux visiteurs.',
              data: {
                block: { id: 1, kind: null, starts_at: '', ends_at: '', reason: 'Congés' },
                affected: [appointment()],
              },
            },
          };
        }),
        path: '/espace-conseiller/agenda',
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Fermer une période…' }));
      const form = await screen.findByRole('form', { name: 'Fermer une période' });
      await userEvent.click(within(form).getByRole('button', { name: 'Fermer la période' }));
      expect(await within(form).findByText(/Indiquez le motif/)).toBeInTheDocument();
      expect(sent).toEqual([]);
      await userEvent.type(within(form).getByRole('textbox', { name: /^Motif/ }), 'Congés');
      await userEvent.click(within(form).getByRole('button', { name: 'Fermer la période' }));
      await waitFor(() =>
        expect(sent).toEqual([
          {
            kind: null,
            start_date: parisToday(),
            start_time: '00:00',
            end_date: parisToday(),
            end_time: '23:59',
            reason: 'Congés',
            place: 'ecommoy',
          },
        ]),
      );
      expect(await within(form).findByText('1 rendez-vous déjà pris dans cette période')).toBeInTheDocument();
      expect(within(form).getByText(/Nina Atelier/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'with several places, the agenda is the chosen place’s, in the address',
    async () => {
      const { router, calls } = renderWithStore(<AgendaPage />, {
        reply: server('conseiller', []),
        path: '/espace-conseiller/agenda',
      });
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Lieu/ }), 'le-mans');
      await waitFor(() => expect(router.state.location.search).toBe('?lieu=le-mans'));
      await waitFor(() =>
        expect(calls.some((c) => c.path.startsWith('/api/staff/agenda') && c.path.includes('place=le-mans'))).toBe(
          true,
        ),
      );
    },
    SLOW,
  );
});
