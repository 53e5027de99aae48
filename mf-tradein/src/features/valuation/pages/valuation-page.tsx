import { Badge, Button, ButtonLink, ErrorState, Icon, Skeleton, formatDate, formatEuros, tradeinFacts } from '@ga/ui';
import { NotFoundPage, errorStatus, getConfig, usePageHead, useParams } from '@ga/core';
import { DEALERSHIP, REQUEST_STATUS_LABELS, tradeinState, type Tradein } from '@ga/contracts';
import { useTradeinRequestQuery } from '../api';
import { Adjustments } from '../components/adjustments';
import { CatalogueCredit } from '../components/catalogue-credit';
import { ValuationValidity } from '../components/valuation-validity';
import { FirmOffer } from '../components/firm-offer';
import { TradeinCallBack } from '../components/call-back';
import { TradeinPhotos } from '../../../shared/photos/components/tradein-photos';
import styles from '../components/valuation.module.css';

function Facts({ tradein }: { tradein: Tradein }) {
  const facts = tradeinFacts(tradein);
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /devis-reprise/{id} (signed in, owner only): the instant valuation, its detail, what to do next. */
export function ValuationPage() {
  const { id = '' } = useParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const { data: tradein, error, isLoading, refetch } = useTradeinRequestQuery(numeric, { skip: !numeric });
  usePageHead({
    title: tradein
      ? `Devis de reprise n° ${tradein.id} – ${tradein.brand} ${tradein.carmodel}`
      : 'Votre devis de reprise',
    description: 'Votre estimation de reprise : fourchette de prix, détail du calcul, validité et prochaines étapes.',
    noindex: true,
  });

  if (!numeric || errorStatus(error) === 404 || errorStatus(error) === 422) return <NotFoundPage />;
  if (error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Votre devis de reprise</h1>
        <ErrorState title="Votre estimation n’a pas pu être chargée" onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isLoading || !tradein) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1 className={styles.title}>Votre devis de reprise</h1>
        <Skeleton variant="rect" height={320} />
      </div>
    );
  }

  const car = `${tradein.brand} ${tradein.carmodel}`;
  const hasValuation = tradein.estimate_min !== null && tradein.estimate_max !== null;
  return (
    <div className={`${styles.page} ${styles.printable}`}>
      <p className={styles.printOnly}>
        {getConfig().brandName} · {DEALERSHIP.address} · {DEALERSHIP.phone}
      </p>
      <header className={styles.head}>
        <p className={styles.kicker}>
          Devis de reprise n° {tradein.id} · demandé le {formatDate(tradein.created_at)}
        </p>
        <h1 className={styles.title}>{tradein.offer ? 'Votre offre de reprise' : 'Votre estimation de reprise'}</h1>
        <p className={styles.car}>
          {car} <span>{tradein.finish}</span>
        </p>
        <Badge size="md" icon={null} className={styles.status}>
          {tradeinState(tradein)?.label ?? REQUEST_STATUS_LABELS[tradein.status]}
        </Badge>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {tradein.offer && <FirmOffer tradein={tradein} offer={tradein.offer} />}
          <section className={styles.rangeCard} aria-labelledby="valuation-range">
            <h2 id="valuation-range" className={styles.rangeLabel}>
              Estimation de reprise
            </h2>
            {hasValuation ? (
              <>
                <p className={styles.range} data-testid="valuation-range">
                  {formatEuros(tradein.estimate_min!)} <span>à</span> {formatEuros(tradein.estimate_max!)}
                </p>
                <p className={styles.reserve}>
                  <Icon name="info" size={16} /> Sous réserve d’expertise du véhicule.
                </p>
                <ValuationValidity tradein={tradein} />
              </>
            ) : (
              <p>Pas d’estimation immédiate pour cette demande : un expert vous donne son offre après l’expertise.</p>
            )}
          </section>
          {tradein.valuation && tradein.estimate_value !== null && (
            <section className={styles.section}>
              <Adjustments adjustments={tradein.valuation} total={tradein.estimate_value} />
              <p className={styles.small}>
                Valeurs de référence de démonstration. La fourchette va de 6 % sous l’estimation à 4 % au-dessus,
                arrondie à 50 €.
                {/* Once an offer is made, it says itself what it rests on (an expertise or « sous réserve »). */}
                {tradein.offer ? '' : ' L’offre ferme est faite après l’expertise du véhicule.'}
              </p>
            </section>
          )}
          <section className={styles.section} aria-labelledby="valuation-car">
            <h2 id="valuation-car" className={styles.sectionTitle}>
              Votre véhicule
            </h2>
            <Facts tradein={tradein} />
            {tradein.comment && <p className={styles.comment}>« {tradein.comment} »</p>}
          </section>
          <TradeinPhotos
            tradeinId={tradein.id}
            editable={tradein.status === 'nouvelle' || tradein.status === 'en_cours'}
            className={styles.section}
            titleClassName={styles.sectionTitle}
          />
        </div>
        <aside className={styles.aside} aria-label="Et maintenant ?">
          <p className={styles.asideTitle}>Et maintenant ?</p>
          <CatalogueCredit tradein={tradein} />
          <TradeinCallBack tradeinId={tradein.id} carTitle={car} />
          <Button variant="ghost" fullWidth onClick={() => window.print()}>
            Imprimer ce devis
          </Button>
          <ButtonLink to="/reprise-voiture" variant="ghost" fullWidth>
            Estimer un autre véhicule
          </ButtonLink>
          <ButtonLink to="/mon-compte/mes-reprises" variant="ghost" fullWidth>
            Toutes mes reprises
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}
