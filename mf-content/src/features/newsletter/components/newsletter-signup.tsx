import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@ga/core';
import { emailField, z } from '@ga/contracts';
import { Button, Notice, TextField } from '@ga/ui';
import { BotCheck } from '../../../shared/forms/bot-check';
import { usePublicForm } from '../../../shared/forms/use-public-form';
import { useContentNewsletterSubscribeMutation } from '../api';
import styles from './newsletter-signup.module.css';

const schema = z.object({ email: emailField });
type Values = z.input<typeof schema>;

/**
 * The newsletter sign-up the shell mounts in its footer (exposed as widgets/newsletter-signup):
 * one e-mail field, the bot check, then « check your inbox » (double opt-in).
 */
export function NewsletterSignup() {
  const [subscribe] = useContentNewsletterSubscribeMutation();
  const [done, setDone] = useState<string | null>(null);
  const { form, botCheck, onToken, captchaError, notice, busy, submit } = usePublicForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: { email: '' },
    labels: { email: 'Votre e-mail' },
    fieldId: () => 'newsletter-email',
  });

  const onSubmit = submit(
    ({ email }, captcha_token) => subscribe({ email, captcha_token }),
    (reply) => setDone(reply.message),
  );

  return (
    <section className={styles.box} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        La newsletter
      </h2>
      {done ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="newsletter-title">
          <p className={styles.lead}>
            Arrivages, offres du moment et conseils, deux fois par mois au plus. Désinscription en un clic.
          </p>
          {notice && (
            <Notice variant="danger" role="alert">
              {notice}
            </Notice>
          )}
          <div className={styles.row}>
            <TextField
              id="newsletter-email"
              label="Votre e-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              containerClassName={styles.field}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" loading={busy} className={styles.button}>
              Je m’inscris
            </Button>
          </div>
          <BotCheck ref={botCheck} id="newsletter-captcha" onChange={onToken} error={captchaError} />
          <p className={styles.legal}>
            Votre adresse sert uniquement à vous envoyer la newsletter.{' '}
            <Link to="/politique-confidentialite-protection-donnees">Vos données</Link>
          </p>
        </form>
      )}
    </section>
  );
}
