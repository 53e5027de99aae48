import type { DeliveryType } from '@ga/contracts';
import { NotFoundPage, usePageHead, Link, useParams } from '@ga/core';
import { ButtonLink, ErrorState, Icon, Skeleton, deliveryPriceLabel, formatPriceHT, pluralize } from '@ga/ui';
import { PageHero } from '../../../shared/templates/page-hero';
import { useContentDeliveryTypesQuery, useContentDepartmentsQuery } from '../api';
import { departmentName, departmentSlug } from '@ga/contracts';
import styles from '../components/delivery.module.css';

function leadTime(mode: DeliveryType): string {
  if (mode.lead_time_days === null) return 'Délai sur devis';
  if (mode.lead_time_days === 0) return 'Dès que le véhicule est prêt';
  return `Sous ${pluralize(mode.lead_time_days, 'jour', 'jours')} après la commande complète`;
}

/**
 * /services/livraison-domicile/{slug}: one page per département (slug from its name), with each
 * mode's price and lead time from the delivery API; an unknown slug → the not-found page.
 */
export function DepartmentDeliveryPage() {
  const { slug = '' } = useParams();
  const departments = useContentDepartmentsQuery();
  const department = departments.data?.find((d) => departmentSlug(d) === slug);
  const modes = useContentDeliveryTypesQuery(department?.id ?? 0, { skip: !department });
  const label = department ? `${departmentName(department)} (${department.code})` : '';
  usePageHead({
    title: department ? `Livraison de véhicule à domicile : ${label}` : 'Livraison à domicile',
    description: department
      ? `Prix et délais de livraison de votre voiture ou utilitaire à domicile : ${label}. Livraison sur camion plateau ou retrait à Écommoy (72).`
      : 'Prix et délais de livraison à domicile par département.',
  });
  if (departments.data && !department) return <NotFoundPage />;
  const homeModes = modes.data?.filter((m) => m.at_home) ?? [];
  const cheapest = homeModes
    .map((m) => m.delivery_price)
    .filter((p): p is number => p !== null)
    .sort((a, b) => a - b)[0];

  return (
    <div>
      <PageHero
        kicker="Livraison à domicile"
        heading={department ? `Livraison à domicile : ${label}` : 'Livraison à domicile'}
        lead={
          department
            ? `Votre véhicule livré chez vous, ${label}, sur camion plateau et au jour convenu${cheapest !== undefined ? `, à partir de ${deliveryPriceLabel(cheapest)}` : ''}. Ou retiré gratuitement dans notre centre d’Écommoy.`
            : 'Chargement des tarifs du département…'
        }
      />
      <div className={styles.body}>
        {(departments.isLoading || modes.isLoading) && <Skeleton height={220} />}
        {(departments.isError || modes.isError) && (
          <ErrorState
            title="Les tarifs n’ont pas pu être chargés"
            message="Vérifiez votre connexion puis réessayez."
            onRetry={() => void (departments.isError ? departments.refetch() : modes.refetch())}
          />
        )}
        {modes.data && (
          <section aria-labelledby="modes-title" className={styles.section}>
            <h2 id="modes-title">Modes de livraison et tarifs</h2>
            <ul className={styles.modes}>
              {modes.data.map((m) => (
                <li key={m.id} className={styles.mode}>
                  <h3>
                    <Icon name={m.at_home ? 'truck' : 'map-pin'} size={20} /> {m.name}
                  </h3>
                  <p className={styles.price}>{deliveryPriceLabel(m.delivery_price)}</p>
                  {m.delivery_price_etax !== null && m.delivery_price !== 0 && (
                    <p className={styles.muted}>soit {formatPriceHT(m.delivery_price_etax)}</p>
                  )}
                  <p>{m.description}</p>
                  <p className={styles.muted}>
                    <Icon name="calendar" size={16} /> {leadTime(m)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {department && (
          <section className={styles.section} aria-labelledby="how-title">
            <h2 id="how-title">Comment se passe la livraison ?</h2>
            <ol className={styles.steps}>
              <li>Dès la commande complète, nous convenons avec vous du jour et de la demi-journée de livraison.</li>
              <li>
                Le véhicule voyage sur un camion plateau, assuré pendant le transport : aucun kilomètre n’est ajouté au
                compteur.
              </li>
              <li>
                À l’arrivée, le chauffeur fait avec vous l’état des lieux ; vous signez le procès-verbal de livraison et
                recevez les clés et les documents.
              </li>
            </ol>
            <p>
              Pour un achat à distance, vous disposez de 14 jours à compter de la livraison pour changer d’avis (
              <Link to="/conditions-generales-vente">conditions générales de vente</Link>).
            </p>
            <div className={styles.links}>
              <ButtonLink to="/achat">Voir les véhicules</ButtonLink>
              <ButtonLink to="/services/livraison-domicile" variant="outline">
                Autres départements
              </ButtonLink>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
