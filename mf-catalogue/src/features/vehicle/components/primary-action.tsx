import type { Vehicle } from '@ga/contracts';
import { Button, ButtonLink } from '@ga/ui';

export type PrimaryActionVehicle = Pick<Vehicle, 'id' | 'slug' | 'is_reserved' | 'booking'>;

/**
 * The vehicle page's main step, the same in its price column and in the phone's bottom bar: see my
 * booking, « Véhicule réservé » (held by someone else), or book it. Nothing once sold.
 */
export function PrimaryAction({
  vehicle,
  sold,
  size = 'lg',
}: {
  vehicle: PrimaryActionVehicle;
  sold: boolean;
  size?: 'md' | 'lg';
}) {
  const base = `/achat/vehicule/${vehicle.slug}/${vehicle.id}/reservation`;
  if (vehicle.booking)
    return (
      <ButtonLink to={`${base}/${vehicle.booking.id}`} size={size} fullWidth>
        Voir ma réservation
      </ButtonLink>
    );
  if (sold) return null;
  if (vehicle.is_reserved)
    return (
      <Button size={size} fullWidth disabled>
        Véhicule réservé
      </Button>
    );
  return (
    <ButtonLink to={base} size={size} fullWidth>
      Réserver ce véhicule
    </ButtonLink>
  );
}
