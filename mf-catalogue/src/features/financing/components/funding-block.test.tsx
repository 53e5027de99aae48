// The vehicle page's financing: the cheapest offer first with its figures and its example; classic
// credit beside LOA when the vehicle has both, one choice away (its amount, deposit, term, monthly
// payment and TAEG); no choice when the vehicle has one formula only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_WARNING, type LegalMentions, type OfferKind } from '@ga/contracts';
import { renderWithStore } from '@ga/testing';
import { FundingBlock } from './funding-block';

const mentions = (kind: OfferKind, monthly: number, apr: number): LegalMentions =>
  ({
    vehicle_id: 7,
    rent_id: kind === 'loa' ? 70 : 71,
    kind,
    text: `Exemple représentatif ${kind}.\n\n${CREDIT_WARNING}`,
    warning: CREDIT_WARNING,
    lender: 'Démo Finance Sarthe',
    representative_example: {
      kind,
      amount: 16_490,
      contribution: kind === 'loa' ? 3_400 : 0,
      contribution_etax: 0,
      financed_amount: kind === 'loa' ? 13_090 : 16_490,
      duration_months: kind === 'loa' ? 36 : 60,
      payments_count: kind === 'loa' ? 36 : 60,
      mileage_per_year: kind === 'loa' ? 15_000 : null,
      monthly,
      monthly_etax: monthly,
      apr_percent: apr,
      borrowing_rate_percent: apr - 0.2,
      purchase_option: kind === 'loa' ? 8_000 : null,
      purchase_option_percent: kind === 'loa' ? 48 : null,
      total_due: 19_447,
      total_cost: 2_957,
      lease_total: null,
      first_payment: 0,
    },
  }) as LegalMentions;

const reply =
  (offers: Partial<Record<OfferKind, LegalMentions>>, cheapest: OfferKind) => (_m: string, path: string) => {
    if (path === '/api/vehicles/7/fundings/legal-mentions') return { body: { data: offers[cheapest] } };
    const kind = new URLSearchParams(path.split('?')[1]).get('kind') as OfferKind | null;
    return kind && offers[kind] ? { body: { data: offers[kind] } } : undefined;
  };
const figure = (label: string) =>
  within(screen.getByTestId('funding-figures')).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('offers classic credit beside LOA, with its own figures and TAEG', async () => {
  renderWithStore(<FundingBlock vehicleId={7} vehicleTitle="Renault Trafic" />, {
    reply: reply({ loa: mentions('loa', 255.77, 5.4), credit: mentions('credit', 324.12, 6.9) }, 'loa'),
  });
  expect(await screen.findByRole('heading', { name: 'Financement en LOA sur 36 mois' })).toBeInTheDocument();
  expect(figure('Loyer')).toMatch(/^255,77\s€\/mois$/);
  const credit = await screen.findByRole('radio', { name: 'Crédit classique' });
  expect(screen.getByRole('radio', { name: 'LOA' })).toBeChecked();
  await userEvent.click(credit);
  expect(screen.getByRole('heading', { name: 'Financement à crédit sur 60 mois' })).toBeInTheDocument();
  expect(figure('Montant du crédit')).toMatch(/^16\s490\s€$/);
  expect(figure('Apport')).toBe('Sans apport');
  expect(figure('Durée')).toBe('60 mois');
  expect(figure('Mensualité')).toMatch(/^324,12\s€\/mois$/);
  expect(screen.getByTestId('credit-taeg')).toHaveTextContent(/TAEG fixe 6,90\s%/);
  expect(screen.getByTestId('credit-example')).toHaveTextContent('Exemple représentatif credit.');
});

it('shows no choice when the vehicle has one formula only', async () => {
  const { store } = renderWithStore(<FundingBlock vehicleId={7} vehicleTitle="Renault Trafic" />, {
    reply: reply({ credit: mentions('credit', 324.12, 6.9) }, 'credit'),
  });
  expect(await screen.findByRole('heading', { name: 'Financement à crédit sur 60 mois' })).toBeInTheDocument();
  // The LOA look-up has been answered (404: none), and still no choice.
  await waitFor(() =>
    expect(
      Object.values(store.getState().api.queries).some(
        (q) => q?.endpointName === 'adsLegalMentions' && q.status === 'rejected',
      ),
    ).toBe(true),
  );
  expect(figure('Mensualité')).toMatch(/^324,12\s€\/mois$/);
  expect(screen.queryByRole('radio')).toBeNull();
});

describe('the formula and options chosen', () => {
  beforeEach(() => sessionStorage.clear());
  const stored = () => JSON.parse(sessionStorage.getItem('ga_purchase_choices') ?? '{}') as Record<string, unknown>;

  it('are kept for the tab, so the booking and the quote carry them', async () => {
    renderWithStore(<FundingBlock vehicleId={7} vehicleTitle="Renault Trafic" />, {
      reply: reply({ loa: mentions('loa', 255.77, 5.4), credit: mentions('credit', 324.12, 6.9) }, 'loa'),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Crédit classique' }));
    expect(stored()).toEqual({ '7': { promo_code: null, funding: { rent_id: 71, options: {} } } });
  });

  it('come back after a reload: the formula, and the simulation as the API computes it', async () => {
    sessionStorage.setItem(
      'ga_purchase_choices',
      JSON.stringify({ '7': { promo_code: null, funding: { rent_id: 71, options: { duration_months: 48 } } } }),
    );
    const offers = reply({ loa: mentions('loa', 255.77, 5.4), credit: mentions('credit', 324.12, 6.9) }, 'loa');
    const { calls } = renderWithStore(<FundingBlock vehicleId={7} vehicleTitle="Renault Trafic" />, {
      reply: (method, path) =>
        path === '/api/vehicles/7/custom-fundings/legal-mentions'
          ? { body: { data: { header: 'Crédit : 389,10 € / mois pendant 48 mois' } } }
          : offers(method, path),
    });
    expect(await screen.findByTestId('chosen-funding')).toHaveTextContent(
      'Votre simulation : Crédit : 389,10 € / mois pendant 48 mois.',
    );
    expect(screen.getByRole('radio', { name: 'Crédit classique' })).toBeChecked();
    expect(calls.find((c) => c.path.endsWith('/custom-fundings/legal-mentions'))?.body).toEqual({
      rent_id: 71,
      options: { duration_months: 48 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à l’offre ci-dessus' }));
    expect(screen.queryByTestId('chosen-funding')).toBeNull();
    expect(stored()).toEqual({ '7': { promo_code: null, funding: { rent_id: 71, options: {} } } });
  });
});
