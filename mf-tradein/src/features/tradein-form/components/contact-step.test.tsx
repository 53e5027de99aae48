import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_MESSAGES, TRADEIN_MESSAGES } from '@ga/contracts';
import { loadDraft } from '../draft';
import { CLIO, renderWithStore, seedDraft, TEST_USER, type Reply } from '../../../testing/render-tradein';
import { TradeinForm } from './tradein-form';

const ANSWERS = {
  ...CLIO,
  plate: 'AB123CD',
  plateStatus: 'found' as const,
  mileage: '85 000',
  first_hand: 'oui' as const,
  service_history: 'non' as const,
  equipments: ['gps'],
};

const phone = () => screen.getByRole('textbox', { name: /^Téléphone/ });
const comment = () => screen.getByRole('textbox', { name: /^Précisions sur votre véhicule/ });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Recevoir mon estimation' }));
const storeReply = (reply: Reply) => (method: string, path: string) =>
  method === 'POST' && path === '/api/user/reprises/store' ? reply : undefined;
const SLOW = 20_000;

describe('trade-in form, contact step', () => {
  beforeEach(() => {
    localStorage.clear();
    Element.prototype.scrollIntoView = jest.fn(); // not in jsdom
    seedDraft(3, ANSWERS);
  });

  it('signed out: asks to sign in or sign up and come back, with no send button', () => {
    renderWithStore(<TradeinForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeInTheDocument();
    expect(screen.getByText('Étape 4 sur 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/connexion?redirect=%2Freprise-voiture',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/inscription?redirect=%2Freprise-voiture',
    );
    expect(screen.queryByRole('button', { name: 'Recevoir mon estimation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Téléphone/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  it('signed in: shows the account’s name and e-mail, the phone of the profile, the comment optional', () => {
    renderWithStore(<TradeinForm />, { user: TEST_USER });
    expect(screen.getByText('Camille Martin')).toBeInTheDocument();
    expect(screen.getByText('camille@exemple.fr')).toBeInTheDocument();
    expect(phone()).toHaveValue('06 12 34 56 78');
    expect(phone()).toBeRequired();
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(comment()).not.toBeRequired();
    expect(screen.getByText('(facultatif)')).toBeInTheDocument();
    expect(screen.getByText(/^Estimation gratuite et sans engagement/)).toBeInTheDocument();
  });

  it(
    'refuses a wrong phone number and a comment over 1,000 characters with the French messages next to them',
    async () => {
      const { calls } = renderWithStore(<TradeinForm />, { user: TEST_USER });
      await userEvent.clear(phone());
      await userEvent.type(phone(), '12 34');
      await userEvent.click(comment());
      await userEvent.paste('a'.repeat(1001));
      await send();
      const summary = await screen.findByTestId('error-summary');
      expect(summary).toHaveFocus();
      expect(within(summary).getByRole('heading')).toHaveTextContent('2 réponses sont à corriger');
      expect(phone()).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.phone));
      expect(comment()).toHaveAccessibleDescription(expect.stringContaining(TRADEIN_MESSAGES.comment));
      expect(calls.filter((c) => c.path === '/api/user/reprises/store')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'sends every answer of the four steps, forgets the draft and opens the confirmation page',
    async () => {
      const { calls, router, notices } = renderWithStore(<TradeinForm />, {
        user: TEST_USER,
        reply: storeReply({ status: 201, body: { data: { id: 77 } } }),
      });
      await userEvent.type(comment(), '  Deuxième clé.  ');
      await send();
      await waitFor(() => expect(router.state.location.pathname).toBe('/reprise-voiture/demande-envoyee'));
      expect(router.state.location.search).toBe('?demande=77');
      const sent = calls.filter((c) => c.path === '/api/user/reprises/store');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toEqual({
        version_id: 4242,
        plate: 'AB-123-CD',
        year: 2019,
        month: 3,
        mileage: 85000,
        colour: 'blanc',
        equipments: ['gps'],
        damages: [],
        first_hand: true,
        service_history: false,
        comment: 'Deuxième clé.',
        phone: '06 12 34 56 78',
      });
      expect(notices()).toEqual(['success: Votre demande de reprise est envoyée 🚗']);
      expect(loadDraft()).toBeNull();
    },
    SLOW,
  );

  it(
    'takes the visitor back to the step of a field the API refuses, the message next to it',
    async () => {
      renderWithStore(<TradeinForm />, {
        user: TEST_USER,
        reply: storeReply({
          status: 422,
          body: {
            message: 'Les données envoyées ne sont pas valides.',
            errors: { version_id: [TRADEIN_MESSAGES.versionUnknown] },
          },
        }),
      });
      await send();
      await screen.findByRole('heading', { level: 2, name: 'Véhicule' });
      // The summary of the API's errors takes the focus once they are shown on the step.
      const summary = await screen.findByTestId('error-summary');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(within(summary).getByRole('link')).toHaveTextContent(
        `Version (finition) : ${TRADEIN_MESSAGES.versionUnknown}`,
      );
      const version = screen.getByRole('combobox', { name: /^Version \(finition\)/ });
      await waitFor(() =>
        expect(version).toHaveAccessibleDescription(expect.stringContaining(TRADEIN_MESSAGES.versionUnknown)),
      );
      expect(version).toHaveAttribute('aria-invalid', 'true');
    },
    SLOW,
  );

  it(
    'shows the API’s message when sending fails otherwise, and keeps the answers',
    async () => {
      const { router } = renderWithStore(<TradeinForm />, {
        user: TEST_USER,
        reply: storeReply({ status: 500, body: { message: 'Une erreur est survenue, réessayez dans un instant.' } }),
      });
      await userEvent.type(comment(), 'Pneus neufs');
      await send();
      expect(await screen.findByText('Une erreur est survenue, réessayez dans un instant.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/reprise-voiture');
      expect(comment()).toHaveValue('Pneus neufs');
      expect(loadDraft()).toMatchObject({ step: 3, values: { comment: 'Pneus neufs', mileage: '85 000' } });
    },
    SLOW,
  );
});
