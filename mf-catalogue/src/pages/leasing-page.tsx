import { NotFoundPage, Link, useParams } from '@ga/core';
import { type VehicleSearchQuery } from '@ga/contracts';
import { ListingPage } from './listing-page';
import { leasingCategory, leasingHead } from '../features/leasing/leasing-category';
import styles from './leasing-page.module.css';

const fromSlug = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const STEPS = [
  {
    title: 'Un premier loyer à votre main',
    text: 'Choisissez votre apport, la durée (24 à 60 mois) et le kilométrage annuel : la mensualité est recalculée aussitôt.',
  },
  {
    title: 'Des loyers fixes',
    text: 'Vous roulez en payant un loyer mensuel fixe pendant toute la durée du contrat, entretien possible en option.',
  },
  {
    title: 'Le choix à la fin',
    text: 'En fin de contrat, rendez le véhicule, levez l’option d’achat au prix convenu dès le départ, ou changez de véhicule.',
  },
];

/**
 * /financement/leasing-{category}/{brand?}/{carmodel?}: the vehicles with an LOA offer (location
 * avec option d'achat), cheapest monthly payment first, for a category and optionally a brand and
 * a model. Figures come from the API (GET /api/vehicles?funding=loa&sort=monthly_asc); the full
 * representative example is on each vehicle page, next to the offer.
 */
export function LeasingPage() {
  const { leasingCategory: segment, brand, carmodel } = useParams();
  const category = leasingCategory(segment);
  if (!category) return <NotFoundPage />;
  const what = category === 'utilitaires' ? 'utilitaire' : 'voiture';
  // Model slugs carry the brand (renault-clio).
  const subject = carmodel ? fromSlug(carmodel) : brand ? fromSlug(brand) : null;
  const head = leasingHead(what, subject);
  const base: Partial<VehicleSearchQuery> = {
    funding: 'loa',
    category,
    sort: 'monthly_asc',
    ...(brand ? { brands: [brand] } : {}),
    ...(carmodel ? { carmodels: [carmodel] } : {}),
  };
  return (
    <ListingPage
      key={`${category}/${brand ?? ''}/${carmodel ?? ''}`}
      {...head}
      intro={`Roulez en ${what === 'voiture' ? 'voiture neuve' : 'utilitaire neuf'}, 0 km ou d’occasion${subject ? ` ${subject}` : ''} avec une location avec option d’achat (LOA). Les mensualités affichées sont celles de nos offres, sous réserve d’acceptation de votre dossier.`}
      base={base}
      cardMonthly="loa"
      footnote={
        // The representative example of an LOA offer shown, with the warning, comes with the list (VehicleAdMentions).
        <p>
          Offres de location avec option d’achat réservées aux particuliers et aux professionnels, sous réserve
          d’acceptation du dossier par l’organisme financeur partenaire. Loyers « en LOA dès » : offre LOA la moins
          chère du véhicule (premier loyer, durée et kilométrage de l’offre de référence) ; l’exemple représentatif de
          chaque véhicule figure aussi sur sa fiche.
        </p>
      }
    >
      <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
        <Link to="/">Accueil</Link> › <Link to="/financement">Financement</Link> ›{' '}
        {brand ? (
          <Link to={`/financement/leasing-${category}`}>Leasing {category}</Link>
        ) : (
          <span aria-current="page">Leasing {category}</span>
        )}
        {brand && (
          <>
            {' '}
            ›{' '}
            {carmodel ? (
              <Link to={`/financement/leasing-${category}/${brand}`}>{fromSlug(brand)}</Link>
            ) : (
              <span aria-current="page">{fromSlug(brand)}</span>
            )}
          </>
        )}
        {carmodel && (
          <>
            {' '}
            › <span aria-current="page">{fromSlug(carmodel)}</span>
          </>
        )}
      </nav>
      <ol className={styles.steps} aria-label="La LOA en trois étapes">
        {STEPS.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className={styles.stepTitle}>{step.title}</h2>
              <p className={styles.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </ListingPage>
  );
}
