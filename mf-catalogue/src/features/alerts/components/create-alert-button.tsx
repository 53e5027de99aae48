import { useCallback, useEffect, useState } from 'react';
import { Button, ButtonLink } from '@ga/ui';
import { ALERT_MESSAGES, ALERT_NAME_MAX, type VehicleSearchQuery } from '@ga/contracts';
import {
  errorMessage,
  notify,
  pendingAction,
  signInPath,
  useAppDispatch,
  useLocation,
  useNavigate,
  useSession,
  VISITOR_STORAGE,
} from '@ga/core';
import { useCatalogueCreateAlertMutation } from '../api';

/** The listing a signed-out visitor asked an alert for, created once they come back signed in. */
const pendingAlert = pendingAction(VISITOR_STORAGE.pendingAlert);

/** The alert's default name: the listing's title and how many filters narrow it (renamed in « Mes alertes »). */
export function alertName(title: string, filterCount: number): string {
  const name = filterCount > 0 ? `${title} (${filterCount} filtre${filterCount > 1 ? 's' : ''})` : title;
  return name.length > ALERT_NAME_MAX ? `${name.slice(0, ALERT_NAME_MAX - 1)}…` : name;
}

/**
 * « Créer une alerte »: saves the listing's filters (what GET /api/vehicles is asked, without sort and
 * page) with its address; an anonymous visitor signs in first and the alert is created on return.
 */
export function CreateAlertButton({
  title,
  query,
  filterCount,
}: {
  title: string;
  query: Partial<VehicleSearchQuery>;
  filterCount: number;
}) {
  const { isSignedIn } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const path = location.pathname + location.search;
  const [createAlert, { isLoading }] = useCatalogueCreateAlertMutation();
  const [created, setCreated] = useState(false);

  const create = useCallback(async () => {
    const { sort: _sort, page: _page, per_page: _perPage, ...filters } = query as Record<string, unknown>;
    const result = await createAlert({ name: alertName(title, filterCount), path, query: filters });
    if (result.error) {
      dispatch(notify({ action: 'danger', message: errorMessage(result.error) }));
      return;
    }
    setCreated(true);
    dispatch(notify({ action: 'success', message: ALERT_MESSAGES.created }));
  }, [createAlert, dispatch, filterCount, path, query, title]);

  useEffect(() => {
    if (isSignedIn && pendingAlert.take(path)) void create();
  }, [isSignedIn, path, create]);
  // Another search: another alert to create.
  useEffect(() => setCreated(false), [path]);

  if (created) {
    return (
      <ButtonLink to="/mon-compte/mes-alertes" variant="ghost" size="sm" iconLeft="check" data-testid="alert-created">
        Alerte créée · Mes alertes
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      iconLeft="info"
      loading={isLoading}
      data-testid="create-alert"
      onClick={() => {
        if (!isSignedIn) {
          pendingAlert.remember(path);
          navigate(signInPath(path));
          return;
        }
        void create();
      }}
    >
      Créer une alerte
    </Button>
  );
}
