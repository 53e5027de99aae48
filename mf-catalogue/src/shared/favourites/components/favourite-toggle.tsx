import { useCallback, useEffect } from 'react';
import { Icon } from '@ga/ui';
import { BOOKMARK_MESSAGES } from '@ga/contracts';
import {
  GENERIC_ERROR,
  localFavouritesAllowed,
  notify,
  toggleLocalFavourite,
  useLocalFavourites,
  pendingAction,
  useAppDispatch,
  useSession,
  signInPath,
  useLocation,
  useNavigate,
  VISITOR_STORAGE,
} from '@ga/core';
import { useCatalogueToggleBookmarkMutation } from '../api';
import styles from './favourite-toggle.module.css';

/** The vehicle a signed-out visitor hearted, favourited once they come back signed in. */
const pendingBookmark = pendingAction(VISITOR_STORAGE.pendingBookmark);

/** docs/spec-notes.md §8 notices, verbatim. */

/**
 * The heart on a vehicle: toggles the favourite. Not signed in: kept in this browser when the
 * visitor accepted « Personnalisation » (joined to the account at sign-in), else sign-in first.
 */
export function FavouriteToggle({ vehicleId, label }: { vehicleId: number; label: string }) {
  const { isSignedIn, user } = useSession();
  const local = useLocalFavourites();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [toggleBookmark, { isLoading }] = useCatalogueToggleBookmarkMutation();
  const active = isSignedIn
    ? Boolean(user?.bookmarks.includes(vehicleId))
    : local.split(',').includes(String(vehicleId));

  const toggle = useCallback(async () => {
    const result = await toggleBookmark(vehicleId);
    if ('error' in result && result.error) {
      dispatch(notify({ action: 'danger', message: GENERIC_ERROR }));
    } else if (result.data?.status === 201) {
      dispatch(notify({ action: 'success', message: BOOKMARK_MESSAGES.added }));
    } else {
      dispatch(notify({ action: 'info', message: BOOKMARK_MESSAGES.removed }));
    }
  }, [dispatch, toggleBookmark, vehicleId]);

  useEffect(() => {
    if (isSignedIn && user && pendingBookmark.take(vehicleId) && !user.bookmarks.includes(vehicleId)) void toggle();
  }, [isSignedIn, user, vehicleId, toggle]);

  const onClick = () => {
    if (!isSignedIn && localFavouritesAllowed()) {
      const added = toggleLocalFavourite(vehicleId);
      dispatch(
        notify({
          action: added ? 'success' : 'info',
          message: added ? BOOKMARK_MESSAGES.addedHere : BOOKMARK_MESSAGES.removed,
        }),
      );
      return;
    }
    if (!isSignedIn) {
      pendingBookmark.remember(vehicleId);
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    void toggle();
  };

  return (
    <button
      type="button"
      className={active ? `${styles.toggle} ${styles.active}` : styles.toggle}
      aria-pressed={active}
      aria-label={active ? `Retirer ${label} de mes favoris` : `Ajouter ${label} à mes favoris`}
      disabled={isLoading}
      onClick={onClick}
      data-testid="favourite-toggle"
    >
      <Icon name={active ? 'heart-filled' : 'heart'} size={20} />
    </button>
  );
}
