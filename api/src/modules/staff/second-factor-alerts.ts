/**
 * The e-mail a staff member gets when wrong TOTP codes are typed after their (right) password
 * (someone else may hold their password). Bounded, not one per guess: on the first wrong code after
 * a success (count 1), and when the count reaches STAFF_TOTP_MAX_FAILURES (the code step is then
 * refused). Nothing typed by the requester is relayed: the text is fixed, with the date.
 */
import type { AppDeps } from '../../app-deps';
import { renderEmail, type MailMessage } from '../mailer';

/** Whether the `failures`-th consecutive wrong code calls for an e-mail, and which. */
export function alertFor(failures: number, max: number): 'first' | 'locked' | null {
  if (failures === max) return 'locked';
  return failures === 1 ? 'first' : null;
}

export function secondFactorAlertEmail(
  config: AppDeps['config'],
  account: { email: string; full_name: string },
  kind: 'first' | 'locked',
  at: Date,
): MailMessage {
  const when = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
  const paragraphs =
    kind === 'first'
      ? [
          `Le ${when}, un code de vérification erroné a été saisi pour votre compte de l’espace conseiller de ${config.brandName}, après votre mot de passe correct.`,
          'Si c’était vous (une faute de frappe, un code expiré), vous n’avez rien à faire.',
          'Sinon, quelqu’un connaît votre mot de passe : changez-le dès que possible depuis l’espace conseiller et prévenez un administrateur.',
        ]
      : [
          `Le ${when}, trop de codes de vérification erronés ont été saisis de suite pour votre compte de l’espace conseiller de ${config.brandName}, après votre mot de passe correct.`,
          'La connexion avec l’application d’authentification est désormais bloquée. Pour vous connecter, utilisez un de vos codes de secours, ou demandez à un administrateur de réinitialiser votre double authentification.',
          'Si ce n’était pas vous, quelqu’un connaît votre mot de passe : changez-le dès votre prochaine connexion et prévenez un administrateur.',
        ];
  const body = renderEmail({ brandName: config.brandName, greeting: `Bonjour ${account.full_name},`, paragraphs });
  const subject =
    kind === 'first' ? 'Code de vérification erroné sur votre compte' : 'Connexion par code bloquée sur votre compte';
  return { to: account.email, subject: `${subject} – ${config.brandName}`, ...body };
}
