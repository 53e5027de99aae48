import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIO, renderWithStore, seedDraft } from '../../../testing/render-tradein';
import { TradeinForm } from './tradein-form';

const recap = () => screen.getByRole('complementary', { name: 'Votre demande' });

describe('recap beside the trade-in form', () => {
  beforeEach(() => localStorage.clear());

  it('invites the visitor to answer while nothing is known yet', () => {
    renderWithStore(<TradeinForm />);
    expect(within(recap()).getByText('Votre véhicule')).toBeInTheDocument();
    expect(within(recap()).getByText('Les informations apparaissent ici au fil de vos réponses.')).toBeInTheDocument();
    expect(within(recap()).getByText('Estimation immédiate')).toBeInTheDocument();
  });

  it('sums up the car as described so far, with the brand and model names', async () => {
    seedDraft(2, {
      ...CLIO,
      plate: 'AB-123-CD',
      plateStatus: 'found',
      damages: [{ area: 'pare-chocs-avant', kind: 'rayure' }],
    });
    renderWithStore(<TradeinForm />);
    await waitFor(() => expect(within(recap()).getByText('Renault Clio')).toBeInTheDocument());
    expect(within(recap()).getByText(/^AB-123-CD/)).toHaveTextContent('AB-123-CD · 03/2019 · Essence · 1 dommage');
    await userEvent.type(screen.getByRole('textbox', { name: /^Kilométrage/ }), '85000');
    expect(within(recap()).getByText(/^AB-123-CD/)).toHaveTextContent(
      /^AB-123-CD · 03\/2019 · Essence · 85\s000 km · 1 dommage$/,
    );
  });

  it('leaves out a plate the visitor chose not to give', () => {
    seedDraft(1, { plate: 'AB-123-CD', plateStatus: 'skipped', year: '2020' });
    renderWithStore(<TradeinForm />);
    expect(within(recap()).getByText('2020')).toBeInTheDocument();
    expect(within(recap()).queryByText(/AB-123-CD/)).not.toBeInTheDocument();
  });
});
