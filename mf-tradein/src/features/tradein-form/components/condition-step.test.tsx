import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRADEIN_MESSAGES } from '@ga/contracts';
import { MESSAGES } from '../form-values';
import { loadDraft } from '../draft';
import { CLIO, renderWithStore, seedDraft } from '../../../testing/render-tradein';
import { TradeinForm } from './tradein-form';

const mileage = () => screen.getByRole('textbox', { name: /^Kilométrage/ });
const firstHand = () => screen.getByRole('radiogroup', { name: /^Êtes-vous le premier propriétaire \?/ });
const serviceHistory = () => screen.getByRole('radiogroup', { name: /^L’entretien a-t-il été suivi \?/ });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
const SLOW = 20_000;

describe('trade-in form, condition step', () => {
  beforeEach(() => {
    localStorage.clear();
    Element.prototype.scrollIntoView = jest.fn(); // not in jsdom
    seedDraft(2, { ...CLIO, plateStatus: 'skipped' });
  });

  it('asks the mileage, the two yes/no questions, the equipment from the API and the damages', async () => {
    renderWithStore(<TradeinForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'État et équipements' })).toBeInTheDocument();
    expect(screen.getByText('Étape 3 sur 4')).toBeInTheDocument();
    expect(mileage()).toBeRequired();
    expect(mileage()).toHaveAccessibleDescription('Tel qu’affiché au compteur.');
    expect(
      within(firstHand())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['oui', 'non']);
    expect(firstHand()).toHaveAttribute('aria-required', 'true');
    expect(serviceHistory()).toHaveAttribute('aria-required', 'true');
    const equipment = screen.getByRole('group', { name: 'Équipements' });
    expect(await within(equipment).findByRole('checkbox', { name: 'GPS' })).not.toBeChecked();
    expect(within(equipment).getByRole('checkbox', { name: 'Toit ouvrant' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dommages' })).toHaveTextContent('Aucun dommage signalé.');
  });

  it(
    'shows the French messages of the missing answers next to them; a summary link takes the focus to its field',
    async () => {
      renderWithStore(<TradeinForm />);
      await next();
      const summary = await screen.findByTestId('error-summary');
      expect(summary).toHaveFocus();
      expect(within(summary).getByRole('heading')).toHaveTextContent('3 réponses sont à corriger');
      expect(mileage()).toHaveAttribute('aria-invalid', 'true');
      expect(mileage()).toHaveAccessibleDescription(expect.stringContaining(TRADEIN_MESSAGES.mileage));
      expect(firstHand()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.firstHand));
      expect(serviceHistory()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.serviceHistory));
      await userEvent.click(
        within(summary).getByRole('link', { name: `Êtes-vous le premier propriétaire ? : ${MESSAGES.firstHand}` }),
      );
      expect(within(firstHand()).getByRole('radio', { name: 'Oui' })).toHaveFocus();
      expect(screen.getByRole('heading', { level: 2, name: 'État et équipements' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'refuses a mileage that is not a number, accepts one with spaces and goes on to the contact step',
    async () => {
      renderWithStore(<TradeinForm />);
      await userEvent.type(mileage(), 'environ 80 000');
      await userEvent.click(within(firstHand()).getByRole('radio', { name: 'Non' }));
      await userEvent.click(within(serviceHistory()).getByRole('radio', { name: 'Oui' }));
      await next();
      await waitFor(() =>
        expect(mileage()).toHaveAccessibleDescription(expect.stringContaining(TRADEIN_MESSAGES.mileage)),
      );
      expect(within(screen.getByTestId('error-summary')).getByRole('heading')).toHaveTextContent(
        'Une réponse est à corriger',
      );

      await userEvent.clear(mileage());
      await userEvent.type(mileage(), '80 000');
      await next();
      const heading = await screen.findByRole('heading', { level: 2, name: 'Coordonnées' });
      expect(heading).toHaveFocus();
      expect(loadDraft()?.values).toMatchObject({ mileage: '80 000', first_hand: 'non', service_history: 'oui' });
    },
    SLOW,
  );

  it(
    'keeps every answer when the visitor goes back a step and returns',
    async () => {
      renderWithStore(<TradeinForm />);
      await userEvent.type(mileage(), '85000');
      await userEvent.click(within(firstHand()).getByRole('radio', { name: 'Oui' }));
      await userEvent.click(within(serviceHistory()).getByRole('radio', { name: 'Non' }));
      await userEvent.click(await screen.findByRole('checkbox', { name: 'GPS' }));

      await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Véhicule' })).toHaveFocus();
      await next();
      await screen.findByRole('heading', { level: 2, name: 'État et équipements' });
      expect(mileage()).toHaveValue('85000');
      expect(within(firstHand()).getByRole('radio', { name: 'Oui' })).toBeChecked();
      expect(within(serviceHistory()).getByRole('radio', { name: 'Non' })).toBeChecked();
      expect(await screen.findByRole('checkbox', { name: 'GPS' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Toit ouvrant' })).not.toBeChecked();
    },
    SLOW,
  );

  it(
    'asks the kind of a damage added on the car diagram before going on',
    async () => {
      renderWithStore(<TradeinForm />);
      await userEvent.type(mileage(), '85000');
      await userEvent.click(within(firstHand()).getByRole('radio', { name: 'Oui' }));
      await userEvent.click(within(serviceHistory()).getByRole('radio', { name: 'Oui' }));
      await userEvent.click(screen.getByRole('button', { name: 'Avant' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Pare-chocs avant' }));
      const kind = screen.getByRole('combobox', { name: /^Pare-chocs avant/ });
      // The new damage's kind gets the keyboard focus.
      await waitFor(() => expect(kind).toHaveFocus());
      await next();
      await waitFor(() => expect(kind).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.damage)));
      expect(screen.getByRole('heading', { level: 2, name: 'État et équipements' })).toBeInTheDocument();
      // The summary names it too and takes the focus, its link back to the damage's select.
      const summary = await screen.findByTestId('error-summary');
      expect(summary).toHaveFocus();
      await userEvent.click(within(summary).getByRole('link', { name: `Dommage n° 1 : ${MESSAGES.damage}` }));
      expect(kind).toHaveFocus();

      await userEvent.selectOptions(kind, 'Rayure');
      await next();
      await screen.findByRole('heading', { level: 2, name: 'Coordonnées' });
      expect(loadDraft()?.values.damages).toEqual([{ area: 'pare-chocs-avant', kind: 'rayure' }]);
    },
    SLOW,
  );
});
