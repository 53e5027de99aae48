import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProgressSteps } from './progress-steps';

describe('progress of the trade-in form', () => {
  it('says which step of four this is and marks it as the current one', () => {
    render(<ProgressSteps step={2} onOpen={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Étapes de la demande de reprise' });
    expect(within(nav).getByText('Étape 3 sur 4')).toBeInTheDocument();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items[2]).toHaveTextContent('État et équipements');
  });

  it('lets the visitor reopen a finished step, not the current nor a later one', async () => {
    const onOpen = jest.fn();
    render(<ProgressSteps step={2} onOpen={onOpen} />);
    const buttons = screen.getAllByRole('button');
    // Finished steps show a check mark instead of their number.
    expect(buttons.map((b) => b.querySelector('[data-icon="check"]'))).not.toContain(null);
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Immatriculation (terminée, modifier)',
      'Véhicule (terminée, modifier)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Véhicule \(terminée, modifier\)/ }));
    expect(onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByText('Coordonnées'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('has nothing to reopen on the first step', () => {
    render(<ProgressSteps step={0} onOpen={jest.fn()} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
  });
});
