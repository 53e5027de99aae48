import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, SelectField, TextArea, TextField, formatEuros } from '@ga/ui';
import {
  TRADEIN_OFFER_DEFAULT_CONDITIONS,
  TRADEIN_OFFER_DEFAULT_DAYS,
  TRADEIN_OFFER_MAX_LINES,
  TRADEIN_OFFER_MESSAGES,
  SUBJECT_TO_INSPECTION,
  addIsoDays,
  parisToday,
  tradeinOfferAmountField,
  tradeinOfferLineSchema,
  tradeinOfferRequestSchema,
  z,
  type TradeinOffer,
  type TradeinOfferRequest,
} from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { useStaffMakeOfferMutation, type StaffTradein } from './api';
import styles from './trade-in.module.css';

/**
 * The form's values: amounts as typed (« -300 », « − 300 »), read as numbers by the schema; the
 * expertise as the select gives it ('' for none), made a number or null on sending.
 */
const typedAmount = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v.trim() === ''
        ? Number.NaN
        : Number(v.replace(/[\s\u202f\u00a0]/g, '').replace('−', '-'))
      : v,
  tradeinOfferAmountField,
);
const formSchema = tradeinOfferRequestSchema.extend({
  adjustments: z
    .array(tradeinOfferLineSchema.extend({ amount: typedAmount }))
    .max(TRADEIN_OFFER_MAX_LINES, TRADEIN_OFFER_MESSAGES.tooManyLines),
  expertise_appointment_id: z.string(),
});
const asNumber = (v: unknown) =>
  Number(
    String(v)
      .replace(/[\s\u202f\u00a0]/g, '')
      .replace('−', '-'),
  );
type Values = z.input<typeof formSchema>;

/**
 * The firm offer: the instant valuation, then adjustments each with its reason (the visitor reads
 * them), the validity, the conditions, and the completed expertise it rests on, or none (« sous
 * réserve de conformité »). Sending replaces the offer still waiting.
 */
export function OfferForm({
  data,
  revising = null,
  onSent,
}: {
  data: StaffTradein;
  /** The offer waiting for the visitor, which this one replaces: the form starts from its lines. */
  revising?: TradeinOffer | null;
  /** Called once the offer is sent (the section then shows it, and shuts the form). */
  onSent?: () => void;
}) {
  const [send, { error, isLoading }] = useStaffMakeOfferMutation();
  const valuationAmount = data.reprise.estimate_value ?? 0;
  const completed = data.expertises.filter((e) => e.completed);
  const { register, control, handleSubmit, setError, formState, watch } = useForm<
    Values,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: zodResolver(formSchema),
    defaultValues: revising
      ? {
          adjustments: revising.lines
            .filter((line) => line.kind === 'adjustment')
            .map((line) => ({ label: line.label, amount: String(line.amount), reason: line.reason ?? '' })),
          valid_until: revising.valid_until,
          conditions: revising.conditions,
          expertise_appointment_id: revising.expertise ? String(revising.expertise.id) : '',
        }
      : {
          adjustments: [],
          valid_until: addIsoDays(parisToday(), TRADEIN_OFFER_DEFAULT_DAYS),
          conditions: TRADEIN_OFFER_DEFAULT_CONDITIONS,
          expertise_appointment_id: completed[0] ? String(completed[0].id) : '',
        },
  });
  const lines = useFieldArray({ control, name: 'adjustments' });
  const adjustments = watch('adjustments');
  const expertise = watch('expertise_appointment_id');
  // While typing, the field may still hold text: what is not a number yet counts for nothing.
  const total =
    valuationAmount +
    (adjustments ?? []).reduce((sum, a) => sum + (Number.isFinite(asNumber(a.amount)) ? asNumber(a.amount) : 0), 0);

  const onSubmit = handleSubmit(async (values) => {
    const body: TradeinOfferRequest = {
      ...values,
      expertise_appointment_id: values.expertise_appointment_id ? Number(values.expertise_appointment_id) : null,
    };
    const result = await send({ id: data.reprise.id, body });
    if ('error' in result && result.error) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error)))
        setError(field as never, { message: messages[0] });
      return;
    }
    onSent?.();
  });

  const errors = formState.errors;
  return (
    <form className={styles.offerForm} onSubmit={onSubmit} noValidate aria-labelledby="offre-ferme">
      <h3 id="offre-ferme" className={styles.subTitle}>
        Faire une offre ferme
      </h3>
      <table className={styles.lines}>
        <caption className={styles.caption}>Calcul de l’offre</caption>
        <tbody>
          <tr>
            <th scope="row">Estimation immédiate</th>
            <td>{data.reprise.estimate_value === null ? 'aucune' : formatEuros(valuationAmount)}</td>
          </tr>
        </tbody>
      </table>
      {lines.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.adjustment}>
          <legend>Ajustement {index + 1}</legend>
          <TextField
            label="Libellé"
            error={errors.adjustments?.[index]?.label?.message}
            {...register(`adjustments.${index}.label`)}
          />
          <TextField
            label="Montant (€, négatif pour une baisse)"
            inputMode="numeric"
            error={errors.adjustments?.[index]?.amount?.message}
            {...register(`adjustments.${index}.amount`)}
          />
          <TextField
            label="Raison (lue par le visiteur)"
            containerClassName={styles.wide}
            error={errors.adjustments?.[index]?.reason?.message}
            {...register(`adjustments.${index}.reason`)}
          />
          <Button type="button" variant="ghost" size="sm" onClick={() => lines.remove(index)}>
            Retirer l’ajustement {index + 1}
          </Button>
        </fieldset>
      ))}
      {errors.adjustments?.message && (
        <p className={styles.error} role="alert">
          {errors.adjustments.message}
        </p>
      )}
      {lines.fields.length < TRADEIN_OFFER_MAX_LINES && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => lines.append({ label: '', amount: '', reason: '' })}
        >
          Ajouter un ajustement
        </Button>
      )}
      <p className={styles.total} aria-live="polite">
        Offre ferme : <strong data-testid="offer-total">{formatEuros(total)}</strong>
      </p>
      <div className={styles.row}>
        <TextField
          label="Valable jusqu’au (inclus)"
          type="date"
          error={errors.valid_until?.message}
          {...register('valid_until')}
        />
        <SelectField
          label="Expertise réalisée"
          placeholder="Aucune : sous réserve de conformité"
          options={completed.map((e) => ({
            value: String(e.id),
            label: `${e.reference} du ${formatDateTime(e.starts_at)}`,
          }))}
          error={errors.expertise_appointment_id?.message}
          {...register('expertise_appointment_id')}
        />
      </div>
      {!expertise && <Notice variant="info">{SUBJECT_TO_INSPECTION}</Notice>}
      <TextArea
        label="Conditions"
        rows={3}
        maxLength={2000}
        error={errors.conditions?.message}
        {...register('conditions')}
      />
      {error && errorStatus(error) !== 422 && (
        <Notice variant="danger" role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <Button type="submit" loading={isLoading}>
        Envoyer l’offre ferme de {formatEuros(total)}
      </Button>
    </form>
  );
}
