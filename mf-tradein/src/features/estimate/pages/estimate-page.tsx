import {
  Badge,
  Button,
  ButtonLink,
  ErrorState,
  Icon,
  Skeleton,
  energyLabel,
  formatDate,
  formatEuros,
  formatMileage,
  gearboxLabel,
  formatMonthYear,
} from '@ga/ui';
import { NotFoundPage, errorStatus, getConfig, usePageHead, useParams } from '@ga/core';
import { DEALERSHIP, REQUEST_STATUS_LABELS, type Reprise } from '@ga/contracts';
import { useTradeinRepriseQuery } from '../api';
import { Adjustments } from '../components/adjustments';
import { CatalogueCredit } from '../components/catalogue-credit';
import { EstimateValidity } from '../components/estimate-validity';
import { FirmOffer } from '../components/firm-offer';
import { TradeinCallBack } from '../components/call-back';
import { ReprisePhotos } from '../../../shared/photos/components/reprise-photos';
import styles from '../components/estimate.module.css';

const yesNo = (v: boolean) => (v ? 'Oui' : 'Non');

function Facts({ reprise }: { reprise: Reprise }) {
  const facts: [string, string][] = [
    ['Immatriculation', reprise.plate ?? 'Non communiquée'],
    ['Mise en circulation', formatMonthYear(reprise.month, reprise.year)],
    ['Énergie', energyLabel(reprise.energy)],
    ['Boîte de vitesses', gearboxLabel(reprise.gearbox)],
    ['Kilométrage', formatMileage(reprise.mileage)],
    ['Couleur', reprise.colour ?? '—'],
    ['Première main', yesNo(reprise.first_hand)],
    ['Entretien suivi', yesNo(reprise.service_history)],
  ];
  if (reprise.fiscal_power)
    facts.splice(4, 0, ['Puissance', `${reprise.fiscal_power} CV · ${reprise.engine_power ?? '—'} ch`]);
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

/** /devis-reprise/{id} (signed in, owner only): the instant estimate, its detail, what to do next. */
export function EstimatePage() {
  const { id = '' } = useParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const { data: reprise, error, isLoading, refetch } = useTradeinRepriseQuery(numeric, { skip: !numeric });
  usePageHead({
    title: reprise
      ? `Devis de reprise n° ${reprise.id} – ${reprise.brand} ${reprise.carmodel}`
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
  if (isLoading || !reprise) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1 className={styles.title}>Votre devis de reprise</h1>
        <Skeleton variant="rect" height={320} />
      </div>
    );
  }

  const car = `${reprise.brand} ${reprise.carmodel}`;
  const hasEstimate = reprise.estimate_min !== null && reprise.estimate_max !== null;
  return (
    <div className={`${styles.page} ${styles.printable}`}>
      <p className={styles.printOnly}>
        {getConfig().brandName} · {DEALERSHIP.address} · {DEALERSHIP.phone}
      </p>
      <header className={styles.head}>
        <p className={styles.kicker}>
          Devis de reprise n° {reprise.id} · demandé le {formatDate(reprise.created_at)}
        </p>
        <h1 className={styles.title}>Votre estimation de reprise</h1>
        <p className={styles.car}>
          {car} <span>{reprise.finish}</span>
        </p>
        <Badge size="md" icon={null} className={styles.status}>
          {REQUEST_STATUS_LABELS[reprise.status]}
        </Badge>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {reprise.offer && <FirmOffer reprise={reprise} offer={reprise.offer} />}
          <section className={styles.rangeCard} aria-labelledby="estimate-range">
            <h2 id="estimate-range" className={styles.rangeLabel}>
              Estimation de reprise
            </h2>
            {hasEstimate ? (
              <>
                <p className={styles.range} data-testid="estimate-range">
                  {formatEuros(reprise.estimate_min!)} <span>à</span> {formatEuros(reprise.estimate_max!)}
                </p>
                <p className={styles.reserve}>
                  <Icon name="info" size={16} /> Sous réserve d’expertise du véhicule.
                </p>
                <EstimateValidity reprise={reprise} />
              </>
            ) : (
              <p>Pas d’estimation immédiate pour cette demande : un expert vous donne son offre après l’expertise.</p>
            )}
          </section>
          {reprise.valuation && reprise.estimate_value !== null && (
            <section className={styles.section}>
              <Adjustments adjustments={reprise.valuation} total={reprise.estimate_value} />
              <p className={styles.small}>
                Valeurs de référence de démonstration. La fourchette va de 6 % sous l’estimation à 4 % au-dessus,
                arrondie à 50 €. L’offre ferme est faite après l’expertise du véhicule.
              </p>
            </section>
          )}
          <section className={styles.section} aria-labelledby="estimate-car">
            <h2 id="estimate-car" className={styles.sectionTitle}>
              Votre véhicule
            </h2>
            <Facts reprise={reprise} />
            {reprise.comment && <p className={styles.comment}>« {reprise.comment} »</p>}
          </section>
          <ReprisePhotos
            repriseId={reprise.id}
            editable={reprise.status === 'nouvelle' || reprise.status === 'en_cours'}
            className={styles.section}
            titleClassName={styles.sectionTitle}
          />
        </div>
        <aside className={styles.aside} aria-label="Et maintenant ?">
          <p className={styles.asideTitle}>Et maintenant ?</p>
          <CatalogueCredit reprise={reprise} />
          <TradeinCallBack repriseId={reprise.id} carTitle={car} />
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
