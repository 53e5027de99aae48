import { render, screen } from '@testing-library/react';
import { normalizeSpaces as n } from '../../format/number';
import { Price } from './price';

const text = (el: HTMLElement): string => n(el.textContent ?? '');

describe('Price', () => {
  it('shows the TTC price to private buyers', () => {
    render(<Price value={12990} valueEtax={10825} />);
    expect(text(screen.getByTestId('main-price'))).toBe('12 990 €TTC');
    expect(screen.queryByTestId('secondary-price')).not.toBeInTheDocument();
    expect(screen.getByTestId('main-price').closest('[data-price-mode]')).toHaveAttribute('data-price-mode', 'ttc');
  });

  it('shows the HT price first, in big, to companies, with the TTC beside it', () => {
    const { container } = render(<Price value={12990} valueEtax={10825} isCompany />);
    const main = screen.getByTestId('main-price');
    const secondary = screen.getByTestId('secondary-price');
    expect(text(main)).toBe('10 825 €HT');
    expect(text(secondary)).toBe('soit 12 990 € TTC');
    const all = text(container);
    expect(all.indexOf('10 825')).toBeLessThan(all.indexOf('12 990'));
    expect(main.className).toContain('main');
    expect(secondary.className).toContain('secondary');
  });

  it('falls back to TTC for a company when the HT price is unknown', () => {
    render(<Price value={12990} isCompany />);
    expect(text(screen.getByTestId('main-price'))).toBe('12 990 €TTC');
  });

  it('crosses out the old price and shows the saving', () => {
    render(<Price value={12990} oldValue={14490} />);
    const old = screen.getByTestId('old-price');
    expect(old.tagName).toBe('S');
    expect(text(old)).toBe('Prix initial : 14 490 € TTC');
    expect(n(screen.getByText(/^-1/).textContent ?? '')).toBe('-1 500 €');
  });

  it('uses HT old price for companies and accepts a custom discount label', () => {
    render(
      <Price value={12990} valueEtax={10825} oldValue={14490} oldValueEtax={12075} isCompany discountLabel="-10 %" />,
    );
    expect(text(screen.getByTestId('old-price'))).toBe('Prix initial : 12 075 € HT');
    expect(screen.getByText('-10 %')).toBeInTheDocument();
  });

  it('ignores an old price that is not higher', () => {
    render(<Price value={12990} oldValue={12990} />);
    expect(screen.queryByTestId('old-price')).not.toBeInTheDocument();
  });

  it('shows the monthly payment', () => {
    const { container } = render(<Price value={12990} monthly={249} />);
    expect(text(container)).toContain('à partir de 249 €/mois');
  });

  it('shows « après reprise estimée » under the real price, never in its place', () => {
    const { rerender } = render(<Price value={12990} afterTradein={4500} />);
    expect(text(screen.getByTestId('main-price'))).toBe('12 990 €TTC');
    expect(text(screen.getByTestId('after-tradein-price'))).toBe('après reprise estimée : 8 490 € TTC');
    rerender(<Price value={12990} valueEtax={10825} isCompany afterTradein={4500} />);
    expect(text(screen.getByTestId('after-tradein-price'))).toBe('après reprise estimée : 8 490 € TTC');
    rerender(<Price value={3990} afterTradein={4500} />);
    expect(text(screen.getByTestId('after-tradein-price'))).toBe(
      'après reprise estimée : votre reprise couvre le prix',
    );
    rerender(<Price value={3990} afterTradein={null} />);
    expect(screen.queryByTestId('after-tradein-price')).not.toBeInTheDocument();
  });
});
