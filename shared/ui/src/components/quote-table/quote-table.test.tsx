import { render, screen, within } from '@testing-library/react';
import { EstimateTable, QuoteTable } from './quote-table';

describe('QuoteTable', () => {
  it('shows each line and the totals HT / TVA / TTC from the cents', () => {
    render(
      <QuoteTable
        quote={
          {
            number: 'GA-2026-000042',
            vat_rate_percent: 20,
            lines: [
              {
                kind: 'vehicle',
                label: 'Renault Clio',
                note: 'TCe 90 Evolution',
                ht_cents: 1_000_000,
                tva_cents: 200_000,
                ttc_cents: 1_200_000,
              },
              {
                kind: 'discount',
                label: 'Code BIENVENUE500',
                note: null,
                ht_cents: -41_667,
                tva_cents: -8_333,
                ttc_cents: -50_000,
              },
            ],
            total_ht_cents: 958_333,
            total_tva_cents: 191_667,
            total_ttc_cents: 1_150_000,
          } as never
        }
      />,
    );
    expect(screen.getByRole('table', { name: 'Détail du devis n° GA-2026-000042' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'TVA (20 %)' })).toBeInTheDocument();
    const total = screen.getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['9 583,33 €', '1 916,67 €', '11 500,00 €']);
    expect(screen.getByRole('rowheader', { name: /Code BIENVENUE500/ })).toBeInTheDocument();
  });

  it('still answers to EstimateTable and its `estimate` prop, for remotes released before @ga/ui 1.8', () => {
    const quote = {
      number: 'GA-2026-000007',
      vat_rate_percent: 20,
      lines: [],
      total_ht_cents: 0,
      total_tva_cents: 0,
      total_ttc_cents: 0,
    };
    render(<EstimateTable estimate={quote as never} />);
    expect(screen.getByRole('table', { name: 'Détail du devis n° GA-2026-000007' })).toBeInTheDocument();
  });
});
