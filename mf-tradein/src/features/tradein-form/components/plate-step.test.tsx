import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRADEIN_MESSAGES, type RegistrationLookup } from '@ga/contracts';
import { loadDraft } from '../draft';
import { renderWithStore } from '../../../testing/render-tradein';
import { TradeinForm } from './tradein-form';

const FOUND: RegistrationLookup = {
  plate: 'AB-123-CD',
  brand: 'RENAULT',
  carmodel: 'CLIO',
  energy: 'essence',
  first_registration: '2019-03',
  fiscal_power: 5,
  found: true,
  brand_slug: 'renault',
  carmodel_slug: 'clio',
  type: 'citadine',
  gearbox: 'manuelle',
  engine_power: 90,
  version_id: 4242,
  finish: 'Intens TCe 90',
  year: 2019,
  month: 3,
  colour: 'blanc',
};

const plateField = () => screen.getByRole('textbox', { name: /^Immatriculation/ });
const lookups = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/api/reprise/registration/'));
const SLOW = 20_000;

describe('trade-in form, plate step', () => {
  beforeEach(() => {
    localStorage.clear();
    Element.prototype.scrollIntoView = jest.fn(); // not in jsdom
  });

  it('shows the plate field with its hint, step 1 of 4 and the search button', () => {
    renderWithStore(<TradeinForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'Immatriculation' })).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
    expect(plateField()).toHaveAccessibleDescription(/AA-123-AA \(depuis 2009\) ou 1234 AB 72 \(avant 2009\)/);
    expect(screen.getByRole('button', { name: 'Rechercher mon véhicule' })).toHaveAttribute('type', 'submit');
    // No back button on the first step.
    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();
  });

  it(
    'refuses an empty or malformed plate with the French message next to the field, focuses the summary, asks nothing',
    async () => {
      const { calls } = renderWithStore(<TradeinForm />);
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher mon véhicule' }));
      await waitFor(() => expect(plateField()).toHaveAttribute('aria-invalid', 'true'));
      expect(plateField()).toHaveAccessibleDescription(expect.stringContaining(TRADEIN_MESSAGES.plateFormat));
      const summary = screen.getByTestId('error-summary');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(within(summary).getByRole('heading', { level: 3 })).toHaveTextContent('Une réponse est à corriger');
      expect(within(summary).getByRole('link')).toHaveTextContent(`Immatriculation : ${TRADEIN_MESSAGES.plateFormat}`);

      await userEvent.type(plateField(), 'ZZ');
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher mon véhicule' }));
      expect(plateField()).toHaveAccessibleDescription(expect.stringContaining(TRADEIN_MESSAGES.plateFormat));
      // A link of the summary takes the keyboard to its field.
      await userEvent.click(within(screen.getByTestId('error-summary')).getByRole('link'));
      await waitFor(() => expect(plateField()).toHaveFocus());
      expect(lookups(calls)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'looks up a plate typed in lower case, fills in the vehicle step and moves the focus to its heading',
    async () => {
      const { calls } = renderWithStore(<TradeinForm />, {
        reply: (_m, path) => (path.startsWith('/api/reprise/registration/') ? { body: { data: FOUND } } : undefined),
      });
      await userEvent.type(plateField(), 'ab-123-cd');
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher mon véhicule' }));

      const heading = await screen.findByRole('heading', { level: 2, name: 'Véhicule' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(lookups(calls).map((c) => c.path)).toEqual(['/api/reprise/registration/AB-123-CD']);
      expect(screen.getByText('Nous avons retrouvé votre véhicule')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText(/^Version \(finition\)/)).toHaveDisplayValue('Intens TCe 90'));
      expect(screen.getByLabelText(/^Marque/)).toHaveDisplayValue('Renault');
      expect(screen.getByLabelText(/^Modèle/)).toHaveDisplayValue('Clio');
      expect(screen.getByLabelText(/^Couleur/)).toHaveDisplayValue('Blanc');
      expect(loadDraft()?.step).toBe(1);
    },
    SLOW,
  );

  it(
    'an unknown plate leads to the vehicle step with the manual path notice, the plate kept',
    async () => {
      renderWithStore(<TradeinForm />, {
        reply: (_m, path) =>
          path.startsWith('/api/reprise/registration/')
            ? { status: 404, body: { message: TRADEIN_MESSAGES.plateUnknown } }
            : undefined,
      });
      await userEvent.type(plateField(), '1234 AB 72');
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher mon véhicule' }));
      expect(await screen.findByText(TRADEIN_MESSAGES.plateUnknown)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Véhicule' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Marque/)).toHaveValue('');
      // Going back shows the plate as typed.
      await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
      expect(plateField()).toHaveValue('1234 AB 72');
    },
    SLOW,
  );

  it(
    'puts the API’s refusal of the plate next to the field and stays on the step',
    async () => {
      renderWithStore(<TradeinForm />, {
        reply: (_m, path) =>
          path.startsWith('/api/reprise/registration/')
            ? {
                status: 422,
                body: {
                  message: 'Les données envoyées ne sont pas valides.',
                  errors: { plate: ['Cette immatriculation est réservée.'] },
                },
              }
            : undefined,
      });
      await userEvent.type(plateField(), 'AB-123-CD');
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher mon véhicule' }));
      await waitFor(() =>
        expect(plateField()).toHaveAccessibleDescription(
          expect.stringContaining('Cette immatriculation est réservée.'),
        ),
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Immatriculation' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the API’s message when the look-up fails for another reason',
    async () => {
      renderWithStore(<TradeinForm />, {
        reply: (_m, path) =>
          path.startsWith('/api/reprise/registration/')
            ? { status: 503, body: { message: 'Le service des immatriculations ne répond pas.' } }
            : undefined,
      });
      await userEvent.type(plateField(), 'AB-123-CD');
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher mon véhicule' }));
      expect(await screen.findByText('Le service des immatriculations ne répond pas.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Immatriculation' })).toBeInTheDocument();
      expect(plateField()).not.toHaveAttribute('aria-invalid');
    },
    SLOW,
  );

  it(
    'lets the visitor describe the car without a plate, even after a refused one',
    async () => {
      const { calls } = renderWithStore(<TradeinForm />);
      await userEvent.type(plateField(), 'ZZ');
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher mon véhicule' }));
      await screen.findByTestId('error-summary');
      await userEvent.click(screen.getByRole('button', { name: 'Décrire mon véhicule sans immatriculation' }));
      const heading = await screen.findByRole('heading', { level: 2, name: 'Véhicule' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.queryByText(TRADEIN_MESSAGES.plateUnknown)).not.toBeInTheDocument();
      expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
      expect(lookups(calls)).toHaveLength(0);
      expect(loadDraft()?.values).toMatchObject({ plate: '', plateStatus: 'skipped' });
    },
    SLOW,
  );
});
