import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_REQUEST_MESSAGES, type User } from '@ga/contracts';
import { renderWithStore } from '../../../testing/render-with-store';
import { TEST_USER } from '../../../testing/test-user';
import { PartnerRequestCard } from './partner-request-card';

const USER: User = TEST_USER;
const COMPANY: User = {
  ...USER,
  is_comp: true,
  company_name: 'Transports Martin',
  company_siret: '73282932000074',
  phone: '02 43 00 00 00',
};

/** Typing in a modal with user-event is slow on a busy 2-core machine. */
const SLOW = 20_000;

describe('« Professionnels : flotte ou partenariat »', () => {
  it(
    'company account: pre-filled; the form checks the fields, the server’s 422 goes by its field, then the request is sent',
    async () => {
      let reject = true;
      const { calls, notices } = renderWithStore(<PartnerRequestCard user={COMPANY} />, (method, path) => {
        if (method === 'POST' && path === '/api/user/partner-requests') {
          if (reject)
            return {
              status: 422,
              body: {
                message: 'Les données envoyées ne sont pas valides.',
                errors: { phone: ['Numéro refusé par le serveur.'] },
              },
            };
          return {
            status: 201,
            body: {
              data: {
                id: 1,
                kind: 'flotte',
                company_name: 'Transports Martin',
                company_siret: '73282932000074',
                fleet_size: 12,
                phone: '02 43 00 00 00',
                message: 'x',
                status: 'nouvelle',
                created_at: '2026-01-05T10:00:00Z',
              },
            },
          };
        }
        return { status: 404 };
      });
      await userEvent.click(screen.getByRole('button', { name: 'Faire une demande' }));
      const dialog = screen.getByRole('dialog', { name: 'Professionnels : flotte ou partenariat' });
      expect(within(dialog).getByLabelText(/^Raison sociale/)).toHaveValue('Transports Martin');
      expect(within(dialog).getByLabelText(/^Numéro SIRET/)).toHaveValue('73282932000074');
      expect(within(dialog).getByLabelText(/^Téléphone/)).toHaveValue('02 43 00 00 00');

      await userEvent.type(within(dialog).getByLabelText(/^Votre message/), 'Trop court');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
      await waitFor(() =>
        expect(within(dialog).getByLabelText(/^Votre message/)).toHaveAccessibleDescription(
          new RegExp(PARTNER_REQUEST_MESSAGES.message.replace(/[()]/g, '.')),
        ),
      );
      expect(within(dialog).getByText(PARTNER_REQUEST_MESSAGES.kind)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

      await userEvent.click(within(dialog).getByRole('radio', { name: /Équiper la flotte de mon entreprise/ }));
      await userEvent.type(within(dialog).getByLabelText(/^Nombre de véhicules/), '12');
      await userEvent.type(within(dialog).getByLabelText(/^Votre message/), ' : douze utilitaires pour nos chantiers.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
      await waitFor(() =>
        expect(within(dialog).getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(
          /Numéro refusé par le serveur\./,
        ),
      );

      reject = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(notices()).toEqual([`success: ${PARTNER_REQUEST_MESSAGES.created}`]);
      const sent = calls.filter((c) => c.method === 'POST').pop()?.body;
      expect(sent).toEqual({
        kind: 'flotte',
        company_name: 'Transports Martin',
        company_siret: '73282932000074',
        fleet_size: 12,
        phone: '02 43 00 00 00',
        message: 'Trop court : douze utilitaires pour nos chantiers.',
      });
    },
    SLOW,
  );

  it(
    'personal account: the company is to fill in, the SIRET stays optional and is checked as it is typed',
    async () => {
      renderWithStore(<PartnerRequestCard user={USER} />, () => ({ status: 404 }));
      await userEvent.click(screen.getByRole('button', { name: 'Faire une demande' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByLabelText(/^Raison sociale/)).toHaveValue('');
      expect(within(dialog).getByLabelText(/^Téléphone/)).toHaveValue('06 12 34 56 78');
      const siret = within(dialog).getByLabelText(/^Numéro SIRET/);
      expect(siret).not.toBeRequired();
      await userEvent.type(siret, '73282932000075');
      expect(siret).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    SLOW,
  );
});
