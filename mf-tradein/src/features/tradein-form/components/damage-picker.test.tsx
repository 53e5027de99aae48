import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDraft } from '../draft';
import { CLIO, renderWithStore, seedDraft } from '../../../testing/render-tradein';
import { TradeinForm } from './tradein-form';

const SLOW = 20_000;

describe('damages of the condition step', () => {
  beforeEach(() => {
    localStorage.clear();
    seedDraft(2, { ...CLIO, plateStatus: 'skipped' });
  });

  it(
    'shows the parts of a zone once it is pressed, and counts the damages of each zone',
    async () => {
      renderWithStore(<TradeinForm />);
      const front = screen.getByRole('button', { name: 'Avant' });
      expect(front).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('group', { name: 'Pièces : Avant' })).not.toBeInTheDocument();
      await userEvent.click(front);
      expect(front).toHaveAttribute('aria-pressed', 'true');
      const parts = screen.getByRole('group', { name: 'Pièces : Avant' });
      await userEvent.click(await within(parts).findByRole('button', { name: 'Pare-chocs avant' }));
      await userEvent.click(within(parts).getByRole('button', { name: 'Pare-chocs avant' }));
      expect(screen.getByRole('button', { name: 'Avant (2)' })).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Dommages signalés' });
      expect(
        within(list)
          .getAllByRole('combobox')
          .map((s) => s.getAttribute('aria-required')),
      ).toEqual(['true', 'true']);
      expect(within(list).getByRole('combobox', { name: /^Pare-chocs avant \(2\)/ })).toHaveFocus();
      expect(screen.getByText('Dommage ajouté : Pare-chocs avant. Choisissez son type.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'hands the keyboard focus on when a damage is removed, back to « no damage » after the last one',
    async () => {
      renderWithStore(<TradeinForm />);
      await userEvent.click(screen.getByRole('button', { name: 'Avant' }));
      const part = await screen.findByRole('button', { name: 'Pare-chocs avant' });
      await userEvent.click(part);
      await userEvent.click(part);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Pare-chocs avant \(1\)/ }), 'Choc');

      await userEvent.click(screen.getByRole('button', { name: 'Retirer le dommage Pare-chocs avant (2)' }));
      const left = screen.getByRole('combobox', { name: /^Pare-chocs avant/ });
      await waitFor(() => expect(left).toHaveFocus());
      expect(left).toHaveDisplayValue('Choc');
      expect(screen.getByText('Dommage retiré : Pare-chocs avant.')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Retirer le dommage Pare-chocs avant' }));
      await waitFor(() => expect(screen.getByText('Aucun dommage signalé.').closest('p')).toHaveFocus());
      expect(loadDraft()?.values.damages).toEqual([]);
    },
    SLOW,
  );
});
