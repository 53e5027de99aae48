import { useEffect } from 'react';
import { Button, formatEuros } from '@ga/ui';
import { setTradeinCredit, useTradeinCredit, useNavigate } from '@ga/core';
import { tradeinCreditAmount, type Tradein } from '@ga/contracts';

/**
 * « Voir les prix après reprise » : the catalogue shows, beside each price, the price less this
 * trade-in, for the rest of the session (never in place of the real price): the firm offer while it
 * holds, else the low end of the valuation (tradeinCreditAmount).
 */
export function CatalogueCredit({ tradein }: { tradein: Tradein }) {
  const navigate = useNavigate();
  const credit = useTradeinCredit();
  const amount = tradeinCreditAmount(tradein);
  const on = credit?.repriseId === tradein.id;
  // A credit taken on the valuation follows the offer made since (or accepted).
  useEffect(() => {
    if (on && amount !== null && credit.amount !== amount) setTradeinCredit({ ...credit, amount });
  }, [on, amount, credit]);
  if (amount === null) return null;
  if (on) {
    return (
      <Button variant="ghost" fullWidth onClick={() => setTradeinCredit(null)}>
        Ne plus déduire ma reprise des prix
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      size="lg"
      fullWidth
      onClick={() => {
        setTradeinCredit({
          repriseId: tradein.id,
          amount,
          car: `${tradein.brand} ${tradein.carmodel}`,
        });
        navigate('/achat');
      }}
    >
      Voir les prix avec ma reprise de {formatEuros(amount)}
    </Button>
  );
}
