import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRADEIN_MESSAGES } from '@ga/contracts';
import { MESSAGES, VEHICLE_LABELS } from '../form-values';
import { loadDraft } from '../draft';
import { renderWithStore, seedDraft, type Call } from '../../../testing/render-tradein';
import { TradeinForm } from './tradein-form';

/** The list labelled `label` (its accessible name ends with the required mark). */
const field = (label: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\(obligatoire\\)$`) });
const choose = async (label: string, option: string) => {
  const select = field(label);
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, await within(select).findByRole('option', { name: option }));
};
const SLOW = 20_000;

describe('trade-in form, vehicle step', () => {
  beforeEach(() => {
    localStorage.clear();
    Element.prototype.scrollIntoView = jest.fn(); // not in jsdom
    seedDraft(1, { plateStatus: 'skipped' });
  });

  it('asks each list, required, in order; the ones after a missing choice are disabled', async () => {
    renderWithStore(<TradeinForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'Véhicule' })).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 4')).toBeInTheDocument();
    const selects = screen.getAllByRole('combobox');
    expect(selects.map((s) => s.getAttribute('name'))).toEqual(Object.keys(VEHICLE_LABELS));
    for (const select of selects) expect(select).toBeRequired();
    await waitFor(() => expect(within(field('Marque')).getByRole('option', { name: 'Renault' })).toBeInTheDocument());
    expect(field('Marque')).toBeEnabled();
    expect(field('Modèle')).toBeDisabled();
    expect(within(field('Modèle')).getByRole('option')).toHaveTextContent('Choisissez d’abord le champ précédent');
    expect(field('Année de mise en circulation')).toHaveAccessibleDescription('Case B de la carte grise.');
    expect(field('Puissance fiscale')).toHaveAccessibleDescription('Case P.6 de la carte grise.');
  });

  it(
    'shows the French message of every missing choice next to its list and focuses the summary',
    async () => {
      const { calls } = renderWithStore(<TradeinForm />);
      await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      const summary = await screen.findByTestId('error-summary');
      expect(summary).toHaveFocus();
      expect(within(summary).getByRole('heading')).toHaveTextContent('11 réponses sont à corriger');
      expect(field('Marque')).toHaveAccessibleDescription(MESSAGES.brand);
      expect(field('Modèle')).toHaveAccessibleDescription(MESSAGES.carmodel);
      expect(field('Année de mise en circulation')).toHaveAccessibleDescription(
        expect.stringContaining(TRADEIN_MESSAGES.year),
      );
      expect(field('Mois de mise en circulation')).toHaveAccessibleDescription(TRADEIN_MESSAGES.month);
      expect(field('Puissance fiscale')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.fiscal_power));
      expect(field('Version (finition)')).toHaveAccessibleDescription(TRADEIN_MESSAGES.version);
      expect(field('Couleur')).toHaveAccessibleDescription(MESSAGES.colour);
      expect(field('Marque')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'Véhicule' })).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/api/user/reprises/store')).toHaveLength(0);

      // Correcting a choice takes its message away at once.
      await choose('Marque', 'Renault');
      await waitFor(() => expect(field('Marque')).not.toHaveAttribute('aria-invalid'));
      expect(within(screen.getByTestId('error-summary')).getByRole('heading')).toHaveTextContent(
        '10 réponses sont à corriger',
      );
    },
    SLOW,
  );

  it(
    'loads each list from the choices before it, answers the single-choice ones and goes on once all are chosen',
    async () => {
      const { calls } = renderWithStore(<TradeinForm />);
      await choose('Marque', 'Renault');
      await choose('Modèle', 'Clio');
      await choose('Année de mise en circulation', '2019');
      await choose('Mois de mise en circulation', 'Mars');
      await choose('Énergie', 'Essence');
      // One gearbox, one body, one fiscal power, one power for that car: filled in for the visitor.
      await waitFor(() => expect(field('Puissance')).toHaveDisplayValue('90 ch'));
      expect(field('Boîte de vitesses')).toHaveDisplayValue('Manuelle');
      expect(field('Carrosserie')).toHaveDisplayValue('Citadine');
      expect(field('Puissance fiscale')).toHaveDisplayValue('5 CV');
      // Two versions and the colour are left to the visitor.
      expect(field('Version (finition)')).toHaveValue('');
      expect(field('Couleur')).toHaveValue('');
      await choose('Version (finition)', 'Zen TCe 90');
      await choose('Couleur', 'Noir');

      const paths = calls.map((c: Call) => c.path);
      expect(paths).toContain('/api/reprise/carmodels/renault');
      expect(paths).toContain('/api/reprise/months/renault/clio?year=2019');
      expect(paths).toContain('/api/reprise/gearboxes/renault/clio?year=2019&energy=essence');
      const finishes = calls.find((c) => c.path === '/api/reprise/finishes');
      expect(finishes).toMatchObject({
        method: 'POST',
        body: {
          brand: 'renault',
          carmodel: 'clio',
          year: 2019,
          energy: 'essence',
          gearbox: 'manuelle',
          type: 'citadine',
          fiscal_power: 5,
          engine_power: 90,
        },
      });

      await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      const heading = await screen.findByRole('heading', { level: 2, name: 'État et équipements' });
      expect(heading).toHaveFocus();
      expect(loadDraft()).toMatchObject({
        step: 2,
        values: {
          brand: 'renault',
          carmodel: 'clio',
          year: '2019',
          month: '3',
          energy: 'essence',
          gearbox: 'manuelle',
          type: 'citadine',
          fiscal_power: '5',
          engine_power: '90',
          version_id: '4243',
          colour: 'noir',
        },
      });
    },
    SLOW,
  );

  it(
    'empties the choices after one the visitor changes',
    async () => {
      renderWithStore(<TradeinForm />);
      await choose('Marque', 'Renault');
      await choose('Modèle', 'Clio');
      await choose('Année de mise en circulation', '2020');
      await choose('Couleur', 'Blanc');
      await choose('Marque', 'Peugeot');
      expect(field('Modèle')).toHaveValue('');
      expect(field('Année de mise en circulation')).toHaveValue('');
      expect(field('Année de mise en circulation')).toBeDisabled();
      // The colour does not depend on the model's other choices and is kept.
      expect(loadDraft()?.values).toMatchObject({ brand: 'peugeot', carmodel: '', year: '', colour: 'blanc' });
      await waitFor(() => expect(within(field('Modèle')).getByRole('option', { name: '308' })).toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'keeps the choices when the visitor goes back to the plate step and comes again',
    async () => {
      renderWithStore(<TradeinForm />);
      await choose('Marque', 'Renault');
      await choose('Modèle', 'Mégane');
      await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
      const plateHeading = await screen.findByRole('heading', { level: 2, name: 'Immatriculation' });
      expect(plateHeading).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Décrire mon véhicule sans immatriculation' }));
      await screen.findByRole('heading', { level: 2, name: 'Véhicule' });
      await waitFor(() => expect(field('Modèle')).toHaveDisplayValue('Mégane'));
      expect(field('Marque')).toHaveDisplayValue('Renault');
    },
    SLOW,
  );
});
