/**
 * The first administrator without a command line (docs/staff.md « The first administrator »):
 * with STAFF_FIRST_ADMIN=`e-mail` or `e-mail Prénom Nom`, the API, at start-up (with its jobs), creates that admin
 * while the database has none, and e-mails the one-time enrolment link (the same link and audit
 * row as `staff:create-admin`). Once an admin exists, nothing happens: removing the setting later is
 * tidy, not needed. Two instances starting at once: the second meets the unique e-mail and stops.
 * The link itself is never logged (it is a credential); the outbox or the mailbox has it.
 */
import { emailField } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import { renderEmail, type MailMessage } from '../mailer';
import { adminExists } from './account-queries';
import { inviteAccount } from './accounts-service';
import type { EnrolmentLink } from './enrolment-links';
import { encryptPlainSecrets } from './totp-secret-box';

const DEFAULT_NAME = 'Administrateur';

/** `e-mail` or `e-mail Prénom Nom`, or null when the address is not one. */
export function parseFirstAdmin(value: string): { email: string; full_name: string } | null {
  const [first = '', ...rest] = value.trim().split(/\s+/);
  const email = emailField.safeParse(first);
  if (!email.success) return null;
  return { email: email.data, full_name: rest.join(' ').slice(0, 100) || DEFAULT_NAME };
}

export function firstAdminEmail(
  config: AppDeps['config'],
  admin: { email: string; full_name: string },
  link: EnrolmentLink,
): MailMessage {
  const expires = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(link.expires_at));
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${admin.full_name},`,
    paragraphs: [
      `Votre compte administrateur de l’espace conseiller de ${config.brandName} est créé.`,
      `Choisissez votre mot de passe et activez la double authentification avec ce lien à usage unique, valable jusqu’au ${expires}. Ne le transmettez à personne.`,
    ],
    action: { label: 'Activer mon compte', url: link.url },
  });
  return { to: admin.email, subject: `Votre accès à l’espace conseiller – ${config.brandName}`, ...body };
}

export async function ensureFirstAdmin(
  deps: AppDeps,
  log: { info: (msg: string) => void; warn: (msg: string) => void },
): Promise<'created' | 'exists' | 'unset' | 'invalid'> {
  const setting = deps.config.staff.firstAdmin;
  if (!setting) return 'unset';
  const admin = parseFirstAdmin(setting);
  if (!admin) {
    log.warn(
      'STAFF_FIRST_ADMIN n’est pas une adresse e-mail valide (attendu : « e-mail » ou « e-mail Prénom Nom ») : aucun administrateur créé.',
    );
    return 'invalid';
  }
  if (await adminExists(deps.db)) return 'exists';
  try {
    const { link } = await inviteAccount(deps, null, { ...admin, role: 'admin' }, null, true);
    deps.mailer.sendLater(firstAdminEmail(deps.config, admin, link));
    log.info(`Premier administrateur créé (${admin.email}) : son lien d’activation lui est envoyé par e-mail.`);
    return 'created';
  } catch {
    // Another instance created it first (or the address is a non-admin staff account): nothing to do.
    return 'exists';
  }
}

/**
 * The staff area's start-up work of a running server (jobs/background-jobs.ts, with the jobs):
 * secrets still in clear sealed, then the first admin when STAFF_FIRST_ADMIN asks for one.
 */
export async function staffStartup(
  deps: AppDeps,
  log: { info: (msg: string) => void; warn: (msg: string) => void },
): Promise<void> {
  const sealed = await encryptPlainSecrets(deps);
  if (sealed) log.info(`${sealed} secret(s) de double authentification chiffré(s) (STAFF_TOTP_KEY)`);
  if (!deps.config.staff.totpKey && !deps.config.production)
    log.warn(
      'STAFF_TOTP_KEY n’est pas défini : les secrets de double authentification sont chiffrés avec la clé de démonstration.',
    );
  await ensureFirstAdmin(deps, log);
}
