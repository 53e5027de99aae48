import { Badge, Button, Price, formatMileage } from '@ga/ui';
import { BOOKMARK_MESSAGES, CONDITION_LABELS, ENERGY_LABELS, co2Class, type BookmarkedVehicle } from '@ga/contracts';
import { GENERIC_ERROR, notify, useAppDispatch, useLiveVehicle, useSession, vehiclePath, Link } from '@ga/core';
import { useAccountToggleBookmarkMutation } from '../api';
import styles from './favourite-card.module.css';

/** A bookmarked vehicle (compact card built from the VehicleCard data) with its remove button. */
export function FavouriteCard({ vehicle: fetched }: { vehicle: BookmarkedVehicle }) {
  // Booked, sold or repriced since « Mes favoris » loaded: the live-stock stream says so.
  const vehicle = useLiveVehicle(fetched);
  const dispatch = useAppDispatch();
  const { isCompany } = useSession();
  const [toggleBookmark, { isLoading }] = useAccountToggleBookmarkMutation();
  const name = `${vehicle.brand.name} ${vehicle.carmodel.name}`;

  const remove = async () => {
    const result = await toggleBookmark(vehicle.id);
    if (result.error) dispatch(notify({ action: 'danger', message: GENERIC_ERROR }));
    else if (result.data.status === 201) dispatch(notify({ action: 'success', message: BOOKMARK_MESSAGES.added }));
    else dispatch(notify({ action: 'info', message: BOOKMARK_MESSAGES.removed }));
  };

  return (
    <article
      className={styles.card}
      data-testid="favourite-card"
      data-price-drop={vehicle.price_drop ? 'true' : undefined}
    >
      <Link to={vehiclePath(vehicle)} className={styles.link} aria-label={`${name}, ${vehicle.version}`}>
        <div className={styles.media}>
          <img src={vehicle.image} alt="" loading="lazy" width={400} height={260} />
          {vehicle.sold ? (
            <Badge variant="reserve" icon={null} className={styles.badge}>
              Vendu
            </Badge>
          ) : vehicle.is_reserved ? (
            <Badge variant="reserve" className={styles.badge}>
              Réservé
            </Badge>
          ) : vehicle.price_drop ? (
            <Badge variant="baisse" className={styles.badge} />
          ) : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{name}</h3>
          <p className={styles.version}>{vehicle.version}</p>
          <p className={styles.facts}>
            {CONDITION_LABELS[vehicle.condition]} · {vehicle.year} · {formatMileage(vehicle.mileage)} ·{' '}
            {ENERGY_LABELS[vehicle.energy]} ·{' '}
            <span data-testid="co2-class">CO₂ classe {co2Class(vehicle.co2).letter}</span>
          </p>
          <Price
            value={vehicle.price}
            valueEtax={vehicle.price_etax}
            isCompany={isCompany}
            oldValue={vehicle.price_drop?.reference_price ?? null}
            oldValueEtax={vehicle.price_drop?.reference_price_etax ?? null}
            oldLabel="Prix de référence"
            discountLabel={false}
            monthly={vehicle.monthly_from}
            monthlyMark="*"
          />
        </div>
      </Link>
      <div className={styles.footer}>
        <Button
          variant="ghost"
          size="sm"
          iconLeft="heart-filled"
          loading={isLoading}
          onClick={() => void remove()}
          aria-label={`Retirer de mes favoris : ${name}`}
        >
          Retirer de mes favoris
        </Button>
      </div>
    </article>
  );
}
