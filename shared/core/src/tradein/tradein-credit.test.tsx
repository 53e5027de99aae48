import { act, render, screen } from '@testing-library/react';
import { setTradeinCredit, useTradeinCredit } from './tradein-credit';

function Shown() {
  const credit = useTradeinCredit();
  return <p data-testid="credit">{credit ? `${credit.car} ${credit.amount}` : 'aucune'}</p>;
}

describe('trade-in credit of the session', () => {
  beforeEach(() => sessionStorage.clear());

  it('is shared by every component through sessionStorage, and can be switched off', () => {
    render(<Shown />);
    expect(screen.getByTestId('credit')).toHaveTextContent('aucune');
    act(() => setTradeinCredit({ repriseId: 3, amount: 7650, car: 'Peugeot 208' }));
    expect(screen.getByTestId('credit')).toHaveTextContent('Peugeot 208 7650');
    expect(JSON.parse(sessionStorage.getItem('ga_tradein_credit')!)).toMatchObject({ repriseId: 3 });
    act(() => setTradeinCredit(null));
    expect(screen.getByTestId('credit')).toHaveTextContent('aucune');
  });

  it('ignores a stored value that is not a positive amount', () => {
    sessionStorage.setItem('ga_tradein_credit', JSON.stringify({ repriseId: 1, amount: -5, car: 'x' }));
    render(<Shown />);
    expect(screen.getByTestId('credit')).toHaveTextContent('aucune');
  });
});
