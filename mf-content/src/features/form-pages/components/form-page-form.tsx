import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { formValuesSchema, type ContactRequestReply, type FormPage, type FormValue } from '@ga/contracts';
import { useSession, Link } from '@ga/core';
import { Button, ButtonLink, ErrorSummary, Notice } from '@ga/ui';
import { BotCheck } from '../../../shared/forms/bot-check';
import { FormSuccess } from '../../../shared/forms/form-success';
import { usePublicForm } from '../../../shared/forms/use-public-form';
import styles from '../../../shared/forms/forms.module.css';
import { useContentReplyToFormPageMutation } from '../api';
import { DynamicField, formFieldId } from './dynamic-field';

/** Signed in: the account fills what it knows (by autocomplete token). */
function prefill(page: FormPage, user: ReturnType<typeof useSession>['user']): FieldValues {
  const known: Record<string, string | null | undefined> = {
    name: user?.fullname,
    email: user?.email,
    tel: user?.phone,
    'postal-code': user?.postal_code,
    organization: user?.company_name,
  };
  return Object.fromEntries(
    page.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : (f.autocomplete && known[f.autocomplete]) || '']),
  );
}

/** A form page's form, drawn and checked from its definition (the API checks it the same way). */
export function FormPageForm({ page }: { page: FormPage }) {
  const { user } = useSession();
  const [send] = useContentReplyToFormPageMutation();
  const [sent, setSent] = useState<ContactRequestReply | null>(null);
  const labels = useMemo(() => Object.fromEntries(page.fields.map((f) => [f.name, f.label])), [page]);
  const { form, botCheck, onToken, captchaError, notice, summary, attempt, busy, submit } = usePublicForm<FieldValues>({
    resolver: zodResolver(formValuesSchema(page.fields)) as never,
    defaultValues: prefill(page, user),
    labels,
    fieldId: formFieldId,
  });

  if (sent) {
    return (
      <FormSuccess title={page.success_title} message={sent.message} reference={sent.data.reference}>
        <ButtonLink to="/" variant="outline">
          Retour à l’accueil
        </ButtonLink>
      </FormSuccess>
    );
  }

  const onSubmit = submit(
    (values, captcha_token) =>
      send({ form_page_id: page.slug, values: values as Record<string, FormValue>, captcha_token }),
    (reply) => setSent(reply),
  );
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={page.title}>
      <ErrorSummary items={summary} attempt={attempt} />
      {notice && (
        <Notice variant="danger" role="alert">
          {notice}
        </Notice>
      )}
      <p className={styles.privacy}>Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      {page.fields.map((field) => (
        <DynamicField
          key={field.name}
          field={field}
          register={form.register}
          control={form.control}
          error={errors[field.name]?.message}
        />
      ))}
      <BotCheck ref={botCheck} onChange={onToken} error={captchaError} />
      <p className={styles.privacy}>
        Vos réponses servent uniquement à traiter cette demande ; voir notre{' '}
        <Link to="/politique-confidentialite-protection-donnees">politique de confidentialité</Link>.
      </p>
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={busy}>
          {page.submit_label}
        </Button>
      </div>
    </form>
  );
}
