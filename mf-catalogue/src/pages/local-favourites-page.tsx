import { skipToken } from '@reduxjs/toolkit/query';
import { Button, ButtonLink, EmptyState, Skeleton } from '@ga/ui';
import {
  Link,
  Navigate,
  VehicleAdMentions,
  clearLocalFavourites,
  localFavouritesAllowed,
  openConsentChoices,
  signInPath,
  useLocalFavourites,
  usePageHead,
  useSession,
} from '@ga/core';
import { useCatalogueVehicleSelectionQuery } from '../features/recently-viewed/api';
import { VehicleCard } from '../shared/vehicle-card/components/vehicle-card';
import styles from './local-favourites-page.module.css';

const ACCOUNT_FAVOURITES = '/mon-compte/mes-favoris';

/**
 * /achat/favoris — the favourites of a visitor who is not signed in, kept in this browser with their
 * consent to « Personnalisation » (decision, not in the spec: the big French sites let visitors keep
 * favourites without an account). Signed in, the account's page. Not indexed, not server-rendered.
 */
export function LocalFavouritesPage() {
  usePageHead({
    title: 'Mes favoris',
    description: 'Les véhicules que vous avez gardés sur cet appareil.',
    noindex: true,
  });
  const { isSignedIn } = useSession();
  const ids = useLocalFavourites();
  const selection = useCatalogueVehicleSelectionQuery(!isSignedIn && ids ? ids : skipToken);
  if (isSignedIn) return <Navigate to={ACCOUNT_FAVOURITES} replace />;

  const signIn = signInPath(ACCOUNT_FAVOURITES);
  const accountCall = (
    <p className={styles.lead}>
      <Link to={`/inscription?redirect=${encodeURIComponent(ACCOUNT_FAVOURITES)}`}>Créez un compte</Link> ou{' '}
      <Link to={signIn}>connectez-vous</Link> : vos favoris vous suivent sur tous vos appareils, et nous pouvons vous
      prévenir par e-mail d’une baisse de prix.
    </p>
  );

  if (!ids) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          icon="heart"
          title="Mes favoris"
          action={<ButtonLink to="/achat">Parcourir nos véhicules</ButtonLink>}
        >
          {localFavouritesAllowed()
            ? 'Touchez le cœur d’un véhicule pour le retrouver ici.'
            : 'Pour garder des favoris sur cet appareil sans compte, acceptez les cookies de personnalisation. Vous pouvez aussi vous connecter.'}
        </EmptyState>
        {!localFavouritesAllowed() && (
          <div className={styles.actions}>
            <Button variant="outline" onClick={openConsentChoices}>
              Choisir mes cookies
            </Button>
            <ButtonLink to={signIn} variant="ghost">
              Me connecter
            </ButtonLink>
          </div>
        )}
      </div>
    );
  }

  const vehicles = selection.data ?? [];
  const count = ids.split(',').length;
  return (
    <div className={styles.page} data-testid="local-favourites">
      <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
        <Link to="/">Accueil</Link> › <Link to="/achat">Acheter</Link> › <span aria-current="page">Mes favoris</span>
      </nav>
      <div className={styles.head}>
        <h1 className={styles.title}>Mes favoris</h1>
        <Button variant="ghost" size="sm" onClick={clearLocalFavourites}>
          Tout effacer
        </Button>
      </div>
      <p className={styles.lead}>{count === 1 ? 'Un véhicule gardé' : `${count} véhicules gardés`} sur cet appareil.</p>
      {accountCall}
      {selection.isLoading ? (
        <Skeleton variant="rect" height={360} />
      ) : (
        <>
          {vehicles.length < count && (
            <p className={styles.lead} role="status">
              {count - vehicles.length === 1
                ? 'Un de vos favoris n’est plus en vente.'
                : `${count - vehicles.length} de vos favoris ne sont plus en vente.`}
            </p>
          )}
          <ul className={styles.grid}>
            {vehicles.map((v) => (
              <li key={v.id}>
                <VehicleCard vehicle={v} />
              </li>
            ))}
          </ul>
          <VehicleAdMentions vehicles={vehicles} />
        </>
      )}
    </div>
  );
}
