import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Icon, LoadingState, Modal, Notice } from '@ga/ui';
import { CALL_SLOT_LABELS, type CallRequest } from '@ga/contracts';
import {
  errorMessage,
  fieldErrors,
  notify,
  signInPath,
  useAppDispatch,
  useSession,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@ga/core';
import { formatDate } from '@ga/ui';
import { useCatalogueRequestCallMutation } from '../api';
import styles from './call-back.module.css';

/** `?rappel=1` on the way back from /connexion: the modal opens by itself. */
const RETURN_PARAM = 'rappel';

/**
 * The form (react-hook-form, its Zod schema) is its own chunk, fetched when the visitor reaches for
 * the button (hover, focus, touch) and shown when the modal opens: the vehicle page's first chunk,
 * evaluated while the page hydrates on a phone, carries no form library (docs/performance.md).
 */
const loadForm = () => import(/* webpackChunkName: "call-back-form" */ './call-back-form');
const CallBackForm = lazy(async () => ({ default: (await loadForm()).CallBackForm }));
const prefetchForm = () => void loadForm().catch(() => undefined);

/**
 * « Être rappelé » on the vehicle page: a modal with phone, day and slot (POST
 * /api/user/calls/store). A visitor who is not signed in signs in first and comes back to the
 * open form.
 */
export function CallBackButton({ vehicleId, vehicleTitle }: { vehicleId: number; vehicleTitle: string }) {
  const { isSignedIn, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<CallRequest | null>(null);
  const [requestCall, state] = useCatalogueRequestCallMutation();

  useEffect(() => {
    if (params.get(RETURN_PARAM) !== '1' || !isSignedIn) return;
    setOpen(true);
    const next = new URLSearchParams(params);
    next.delete(RETURN_PARAM);
    setParams(next, { replace: true });
  }, [params, isSignedIn, setParams]);

  const start = () => {
    if (!isSignedIn) {
      const back = new URLSearchParams(location.search);
      back.set(RETURN_PARAM, '1');
      navigate(signInPath(`${location.pathname}?${back.toString()}`));
      return;
    }
    setDone(null);
    state.reset();
    setOpen(true);
  };

  const serverErrors = fieldErrors(state.error);
  const otherError = state.error && Object.keys(serverErrors).length === 0 ? errorMessage(state.error) : null;

  return (
    <>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        onClick={start}
        onPointerEnter={prefetchForm}
        onFocus={prefetchForm}
        onTouchStart={prefetchForm}
      >
        <Icon name="phone" size={18} /> Être rappelé par un conseiller
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={done ? 'Demande de rappel enregistrée' : 'Être rappelé'}
        size="sm"
      >
        {done ? (
          <div className={styles.done} data-testid="call-back-done">
            <p>
              Un conseiller vous appelle au <strong>{done.phone}</strong> le{' '}
              <strong>{formatDate(done.preferred_date)}</strong>, entre{' '}
              <strong>{CALL_SLOT_LABELS[done.slot].replace(' – ', ' et ')}</strong>, au sujet de {vehicleTitle}.
            </p>
            <Button onClick={() => setOpen(false)}>Fermer</Button>
          </div>
        ) : (
          <>
            <p className={styles.lead}>
              Un conseiller vous rappelle gratuitement au sujet de {vehicleTitle}, au moment qui vous arrange.
            </p>
            {otherError && <Notice variant="danger">{otherError}</Notice>}
            <Suspense fallback={<LoadingState />}>
              <CallBackForm
                vehicleId={vehicleId}
                phone={user?.phone ?? ''}
                serverErrors={serverErrors}
                busy={state.isLoading}
                onSubmit={async (values) => {
                  const result = await requestCall(values);
                  if ('data' in result && result.data) {
                    setDone(result.data);
                    dispatch(notify({ action: 'success', message: 'Votre demande de rappel est bien enregistrée 📞' }));
                  }
                }}
              />
            </Suspense>
          </>
        )}
      </Modal>
    </>
  );
}
