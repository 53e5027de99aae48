import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type z,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_LABELS,
  contactRequestSchema,
  type ContactRequestReply,
  type ContactSubject,
} from '@ga/contracts';
import { useSession, Link } from '@ga/core';
import { Button, ErrorSummary, Notice, SelectField, TextArea, TextField } from '@ga/ui';
import { BotCheck } from '../../../shared/forms/bot-check';
import { FormSuccess } from '../../../shared/forms/form-success';
import { usePublicForm } from '../../../shared/forms/use-public-form';
import styles from '../../../shared/forms/forms.module.css';
import { useContentSendContactRequestMutation } from '../api';

const schema = contactRequestSchema.omit({ captcha_token: true });
type ContactValues = z.input<typeof schema>;
type ContactData = z.output<typeof schema>;

const LABELS: Record<keyof ContactValues, string> = {
  subject: 'Objet de votre demande',
  fullname: 'Nom et prénom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  message: 'Votre message',
  vehicle_id: 'Véhicule',
};
const fieldId = (name: string) => `contact-${name}`;
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

/** The contact form → POST /api/contact-requests (signed in: filled from the account). */
export function ContactForm({ subject, vehicleId }: { subject?: ContactSubject; vehicleId?: number | null }) {
  const { user } = useSession();
  const [send] = useContentSendContactRequestMutation();
  const [sent, setSent] = useState<ContactRequestReply | null>(null);
  const { form, botCheck, onToken, captchaError, notice, summary, attempt, busy, submit } =
    usePublicForm<ContactValues>({
      resolver: zodResolver(schema) as never,
      defaultValues: {
        subject: subject ?? ('' as ContactSubject),
        fullname: user?.fullname ?? '',
        email: user?.email ?? '',
        phone: user?.phone ?? '',
        message: '',
        vehicle_id: vehicleId ?? null,
      },
      labels: LABELS,
      fieldId,
    });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const length = (watch('message') ?? '').trim().length;

  if (sent) {
    return (
      <FormSuccess title="Message envoyé" message={sent.message} reference={sent.data.reference}>
        <p>
          En attendant, nos <Link to="/a-propos/faq">questions fréquentes</Link> répondent peut-être déjà à votre
          question.
        </p>
      </FormSuccess>
    );
  }

  const onSubmit = submit(
    (values, captcha_token) => send({ ...(values as unknown as ContactData), captcha_token }),
    (reply) => setSent(reply),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Formulaire de contact">
      <ErrorSummary items={summary} attempt={attempt} />
      {notice && (
        <Notice variant="danger" role="alert">
          {notice}
        </Notice>
      )}
      <SelectField
        id={fieldId('subject')}
        label={LABELS.subject}
        required
        placeholder="Choisissez un objet"
        options={SUBJECT_OPTIONS}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div className={styles.row}>
        <TextField
          id={fieldId('fullname')}
          label={LABELS.fullname}
          required
          autoComplete="name"
          error={errors.fullname?.message}
          {...register('fullname')}
        />
        <TextField
          id={fieldId('email')}
          label={LABELS.email}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        id={fieldId('phone')}
        label={LABELS.phone}
        optional
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="06 12 34 56 78"
        hint="Pour être rappelé(e) plutôt que recevoir une réponse écrite."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextArea
        id={fieldId('message')}
        label={LABELS.message}
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={`${CONTACT_MESSAGE_MIN} à ${CONTACT_MESSAGE_MAX} caractères (${length} saisi${length > 1 ? 's' : ''}). Pour un véhicule précis, indiquez sa référence ou son lien.`}
        error={errors.message?.message}
        {...register('message')}
      />
      <BotCheck ref={botCheck} onChange={onToken} error={captchaError} />
      <p className={styles.privacy}>
        Vos coordonnées servent uniquement à répondre à votre message ; elles sont conservées 3 ans. Voir notre{' '}
        <Link to="/politique-confidentialite-protection-donnees">politique de confidentialité</Link>.
      </p>
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={busy}>
          Envoyer mon message
        </Button>
      </div>
    </form>
  );
}
