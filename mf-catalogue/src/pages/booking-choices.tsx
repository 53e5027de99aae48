import { Button, deliveryPriceLabel, formatEuros } from '@ga/ui';
import type { Booking, ChosenFunding, PromotionalCodeResult } from '@ga/contracts';
import styles from './booking-page.module.css';

export interface ChoicesShown {
  /** The delivery chosen on the vehicle page; « to-arrange »: none chosen, the advisor arranges it; null: loading. */
  delivery: { name: string; department: string | null; price: number | null } | 'to-arrange' | null;
  /** The code and its check for this account and vehicle: its discount, or why it is refused. */
  promo: { code: string; checked: PromotionalCodeResult | null; error: string | null } | null;
  /** The simulation chosen, as the API computes it today. */
  funding: { summary: string } | null;
}

/** What the booking will carry from the vehicle page, each line removable before it is sent. */
export function ChoicesToCarry({
  choices,
  onDropPromo,
  onDropFunding,
}: {
  choices: ChoicesShown;
  onDropPromo: () => void;
  onDropFunding: () => void;
}) {
  const { delivery, promo, funding } = choices;
  if (!delivery && !promo && !funding) return null;
  const promoText =
    promo?.checked && `${promo.checked.label} (−${formatEuros(promo.checked.discount)} sur ce véhicule)`;
  return (
    <div className={styles.choices} data-testid="booking-choices">
      <h3 className={styles.choicesTitle}>Vos choix sur la fiche</h3>
      <dl>
        {delivery && (
          <div>
            <dt>Livraison</dt>
            <dd>
              {delivery === 'to-arrange' ? (
                'À convenir avec votre conseiller'
              ) : (
                <span>
                  {delivery.name}
                  {delivery.department && ` · ${delivery.department}`} · {deliveryPriceLabel(delivery.price)}
                </span>
              )}
            </dd>
          </div>
        )}
        {promo && (
          <div>
            <dt>Code promo</dt>
            <dd>
              <span>
                <strong>{promo.code}</strong>
                {promoText && ` · ${promoText}`}
              </span>
              {promo.error && <span className={styles.choiceError}>{promo.error}</span>}
              <Button variant="ghost" size="sm" onClick={onDropPromo} aria-label={`Retirer le code ${promo.code}`}>
                Retirer
              </Button>
            </dd>
          </div>
        )}
        {funding && (
          <div>
            <dt>Financement</dt>
            <dd>
              <span>{funding.summary}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={onDropFunding}
                aria-label="Retirer la simulation de financement"
              >
                Retirer
              </Button>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** What the booking carried, as the API kept it. */
export function ChoicesCarried({ booking }: { booking: Booking }) {
  const { promo, funding } = booking;
  if (!promo && !funding) return null;
  return (
    <dl className={styles.choices} data-testid="booking-carried">
      {promo && (
        <div>
          <dt>Code promo</dt>
          <dd>
            <span>
              <strong>{promo.code}</strong> · {promo.label}. Remise de {formatEuros(promo.discount)} appliquée par votre
              conseiller à la commande.
            </span>
          </dd>
        </div>
      )}
      {funding && <FundingLine funding={funding} />}
    </dl>
  );
}

function FundingLine({ funding }: { funding: ChosenFunding }) {
  return (
    <div>
      <dt>Financement</dt>
      <dd>{funding.summary} (sous réserve d’acceptation par l’organisme prêteur)</dd>
    </div>
  );
}
