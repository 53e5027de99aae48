import { Button, formatEuros } from '@ga/ui';
import { setTradeinCredit, useTradeinCredit, useNavigate } from '@ga/core';
import type { Tradein } from '@ga/contracts';

/**
 * « Voir les prix après reprise » : the catalogue shows, beside each price, the price less the
 * low end of this valuation, for the rest of the session (never in place of the real price).
 */
export function CatalogueCredit({ tradein }: { tradein: Tradein }) {
  const navigate = useNavigate();
  const credit = useTradeinCredit();
  if (tradein.estimate_min === null) return null;
  const on = credit?.repriseId === tradein.id;
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
          amount: tradein.estimate_min!,
          car: `${tradein.brand} ${tradein.carmodel}`,
        });
        navigate('/achat');
      }}
    >
      Voir les prix avec ma reprise de {formatEuros(tradein.estimate_min)}
    </Button>
  );
}
