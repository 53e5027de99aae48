import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addIsoDays as addDays, parisToday, type CallRequest } from '@ga/contracts';
import { renderWithStore } from '../../../testing/render-with-store';
import { formatCallDay, splitCalls } from '../call-days';
import { CallRequestsCard } from './call-requests-card';

const clio = {
  id: 4,
  slug: 'renault-clio-4',
  brand: { id: 1, slug: 'renault', name: 'Renault' },
  carmodel: { id: 4, slug: 'clio', name: 'Clio' },
  version: 'Techno E-Tech 145',
} as unknown as CallRequest['vehicle'];

const call = (id: number, preferred_date: string, extra: Partial<CallRequest> = {}): CallRequest => ({
  id,
  status: 'nouvelle',
  vehicle: null,
  phone: '06 12 34 56 78',
  preferred_date,
  slot: 'apres-midi',
  slot_label: '14 h – 17 h',
  message: null,
  created_at: '2026-01-05T10:00:00Z',
  ...extra,
});

describe('call-back days', () => {
  it('formats a day as « lundi 23 novembre » and splits upcoming from past', () => {
    expect(formatCallDay('2026-11-23')).toBe('lundi 23 novembre');
    expect(formatCallDay('pas une date')).toBe('pas une date');
    expect(parisToday(new Date('2026-06-10T22:30:00Z'))).toBe('2026-06-11');
    const { upcoming, past } = splitCalls(
      [call(1, '2026-06-01'), call(2, '2026-06-12'), call(3, '2026-06-10'), call(4, '2026-06-05')],
      '2026-06-10',
    );
    expect(upcoming.map((c) => c.id)).toEqual([3, 2]);
    expect(past.map((c) => c.id)).toEqual([4, 1]);
  });
});

describe('« Mes demandes de rappel »', () => {
  it('lists upcoming then past requests: vehicle link, day, slot, status', async () => {
    const today = parisToday();
    const next = addDays(today, 2);
    renderWithStore(<CallRequestsCard />, (_method, path) =>
      path === '/api/user/calls'
        ? {
            body: {
              data: [
                call(7, next, { vehicle: clio }),
                call(3, addDays(today, -3), { status: 'traitee', slot: 'matin', slot_label: '9 h – 12 h' }),
              ],
              meta: { total: 2 },
            },
          }
        : { status: 404 },
    );
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    const item = within(upcoming).getByTestId('call-request');
    expect(within(item).getByRole('link', { name: 'Renault Clio' })).toHaveAttribute(
      'href',
      '/achat/vehicule/renault-clio-4/4',
    );
    expect(item).toHaveTextContent(`${formatCallDay(next)}, 14 h – 17 h`);
    expect(within(item).getByTestId('status')).toHaveTextContent('Nouvelle');

    const past = screen.getByRole('region', { name: 'Passées' });
    expect(within(past).getByTestId('call-request')).toHaveTextContent('Demande de rappel générale');
    expect(within(past).getByTestId('call-request')).toHaveTextContent('9 h – 12 h');
    expect(within(past).getByTestId('status')).toHaveTextContent('Traitée');
  });

  it('says where to ask for a call-back when there is none', async () => {
    renderWithStore(<CallRequestsCard />, () => ({ body: { data: [], meta: { total: 0 } } }));
    expect(
      await screen.findByText(
        (_text, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Aucune demande de rappel. Sur chaque fiche véhicule, « Être rappelé par un conseiller » : un conseiller vous appelle au moment choisi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir nos véhicules' })).toHaveAttribute('href', '/achat');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    renderWithStore(<CallRequestsCard />, () =>
      fail
        ? { status: 500, body: { message: 'Erreur' } }
        : { body: { data: [call(1, addDays(parisToday(), 1))], meta: { total: 1 } } },
    );
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('call-request')).toBeInTheDocument();
  });
});
