import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button, ErrorSummary, Notice, VisuallyHidden, errorSummaryItems } from '@ga/ui';
import { errorMessage, errorStatus, fieldErrors, notify, useAppDispatch, useSession, useNavigate } from '@ga/core';
import type { RegistrationLookup } from '@ga/contracts';
import { useLazyTradeinLookupPlateQuery, useTradeinStoreMutation } from '../api';
import {
  FIELD_LABELS,
  LAST_STEP,
  damageSummaryItems,
  STEPS,
  VEHICLE_FIELDS,
  stepOfField,
  toStoreRequest,
  type TradeinValues,
} from '../form-values';
import { useTradeinForm } from '../use-tradein-form';
import { useUploadDrafts } from '../../../shared/photos/use-upload-drafts';
import { ConditionStep } from './condition-step';
import { ContactStep } from './contact-step';
import { PlateStep } from './plate-step';
import { ProgressSteps } from './progress-steps';
import { TradeinRecap } from './tradein-recap';
import { VehicleStep } from './vehicle-step';
import styles from './tradein-form.module.css';

export const SENT_PATH = '/reprise-voiture/demande-envoyee';

/** What the plate look-up knows, as the vehicle step's answers. */
function fromLookup(found: RegistrationLookup): Partial<TradeinValues> {
  return {
    plate: found.plate,
    plateStatus: 'found',
    brand: found.brand_slug,
    carmodel: found.carmodel_slug,
    year: String(found.year),
    month: String(found.month),
    energy: found.energy ?? '',
    gearbox: found.gearbox,
    type: found.type,
    fiscal_power: String(found.fiscal_power ?? ''),
    engine_power: String(found.engine_power),
    version_id: String(found.version_id),
    colour: found.colour,
  };
}

/** The four-step trade-in form (docs/spec-notes.md §2 /reprise-voiture), kept as a draft until it is sent. */
export function TradeinForm() {
  const { form, step, setStep, next, back, finish, movedByVisitor } = useTradeinForm();
  const { isSignedIn, user } = useSession();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [lookup, lookupState] = useLazyTradeinLookupPlateQuery();
  const [store, storeState] = useTradeinStoreMutation();
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const uploadDrafts = useUploadDrafts();

  // The heading of the new step gets the focus (and is read out); not on the first display, nor
  // when the draft brings the visitor back to their step just after it.
  useEffect(() => {
    if (movedByVisitor.current) headingRef.current?.focus();
  }, [step, movedByVisitor]);

  // Signed in at the last step: the profile's phone, unless the visitor typed another one.
  useEffect(() => {
    if (user?.phone && !form.getValues('phone')) form.setValue('phone', user.phone);
  }, [user, form]);

  const setAll = (values: Partial<TradeinValues>) => {
    for (const [key, value] of Object.entries(values)) form.setValue(key as keyof TradeinValues, value as never);
  };

  const onValid = async () => {
    const values = form.getValues();
    if (step === 0) {
      setLookupError(null);
      const result = await lookup(values.plate, true);
      if (result.data) {
        setAll(fromLookup(result.data));
      } else if (errorStatus(result.error) === 404) {
        // Unknown plate: the manual path, the plate kept for the request; a car found from an
        // earlier plate is not this one.
        if (values.plateStatus === 'found') for (const field of VEHICLE_FIELDS) form.setValue(field, '');
        setAll({ plateStatus: 'unknown' });
      } else {
        const fields = fieldErrors(result.error);
        if (fields.plate) form.setError('plate', { message: fields.plate[0] });
        else setLookupError(errorMessage(result.error));
        return;
      }
      next();
      return;
    }
    if (step < LAST_STEP) {
      next();
      return;
    }
    setSendError(null);
    const result = await store(toStoreRequest(values));
    if ('data' in result && result.data) {
      // The request exists: the draft goes at once (a reload during the uploads must not send it twice).
      finish();
      setUploading(values.photos.length > 0);
      const failed = await uploadDrafts(result.data.id, values.photos).catch(() => values.photos.length);
      dispatch(notify({ action: 'success', message: 'Votre demande de reprise est envoyée 🚗' }));
      navigate(`${SENT_PATH}?demande=${result.data.id}${failed ? `&photos-non-envoyees=${failed}` : ''}`);
      return;
    }
    const fields = Object.entries(fieldErrors(result.error));
    if (fields.length) {
      const target = Math.min(...fields.map(([field]) => stepOfField(field))) as typeof step;
      setStep(target);
      // Errors shown once the step is on screen.
      setTimeout(
        () =>
          fields.forEach(([field, messages]) => form.setError(field as keyof TradeinValues, { message: messages[0] })),
        0,
      );
    } else {
      setSendError(errorMessage(result.error));
    }
  };

  const skipPlate = () => {
    form.clearErrors('plate');
    setAll({ plate: '', plateStatus: 'skipped' });
    next();
  };

  const current = STEPS[step];
  const busy = lookupState.isFetching || storeState.isLoading || uploading;
  const canSend = step < LAST_STEP || isSignedIn;

  return (
    <div className={styles.layout}>
      <FormProvider {...form}>
        <form
          className={styles.card}
          noValidate
          onSubmit={form.handleSubmit(onValid)}
          aria-labelledby="tradein-step-title"
        >
          <ProgressSteps step={step} onOpen={setStep} />
          <h2 id="tradein-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {current.title}
          </h2>
          <ErrorSummary
            items={[
              ...errorSummaryItems(form.formState.errors, FIELD_LABELS),
              ...damageSummaryItems(form.formState.errors.damages),
            ]}
            attempt={form.formState.submitCount}
            headingLevel={3}
          />
          {step === 0 && <PlateStep lookupError={lookupError} onSkip={skipPlate} />}
          {step === 1 && <VehicleStep plateUnknown={form.watch('plateStatus') === 'unknown'} />}
          {step === 2 && <ConditionStep />}
          {step === 3 && <ContactStep />}
          {sendError && <Notice variant="danger">{sendError}</Notice>}
          <div className={styles.actions}>
            {step > 0 ? (
              <Button type="button" variant="ghost" onClick={back} iconLeft="chevron-left">
                Retour
              </Button>
            ) : (
              <span />
            )}
            {canSend && (
              <Button type="submit" size="lg" loading={busy} iconRight={step < LAST_STEP ? 'chevron-right' : undefined}>
                {step === 0 ? 'Rechercher mon véhicule' : step < LAST_STEP ? 'Continuer' : 'Recevoir mon estimation'}
              </Button>
            )}
          </div>
          {step === LAST_STEP && isSignedIn && (
            <p className={styles.legal}>
              Estimation gratuite et sans engagement. Vos informations servent à traiter votre demande de reprise ; vous
              pouvez la supprimer à tout moment depuis « Mes reprises ».
            </p>
          )}
        </form>
        <TradeinRecap />
      </FormProvider>
      <VisuallyHidden>
        <span aria-live="polite">
          {lookupState.isFetching ? 'Recherche de votre véhicule…' : uploading ? 'Envoi de vos photos…' : ''}
        </span>
      </VisuallyHidden>
    </div>
  );
}
