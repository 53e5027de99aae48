/**
 * Company checks (docs/staff.md « Bookings and company checks »): a company account's SIRET and
 * business sector verified, refused with a reason, or (CLI) the verification withdrawn. One code
 * path for the staff area and the `company:verify` CLI (api/src/cli/verify-company.ts); from the
 * staff area the check is audited on the account's inbox record and its owner gets an e-mail.
 */
import { STAFF_ACTION_MESSAGES } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { audit, type RequestMeta } from '../staff/audit';
import { INBOX_RECORD, visibleRequest } from '../staff/inbox-service';
import type { StaffContext } from '../staff/staff-hook';
import { companyCheckEmail } from './emails';
import { lockCompany, markRefused, markVerified } from './queries';

export type CompanyDecision = { verify: true } | { verify: false; reason: string } | { undo: true };

/** The check itself, in one transaction; `staff` when made from the staff area (visibility, audit). */
export async function checkCompany(
  db: Db,
  where: { id: number } | { email: string },
  decision: CompanyDecision,
  by?: { staff: StaffContext; meta: RequestMeta },
) {
  return db.transaction().execute(async (trx) => {
    const inboxId =
      by && 'id' in where
        ? await visibleRequest(trx, by.staff, 'entreprise', where.id, STAFF_ACTION_MESSAGES.companyNotFound)
        : null;
    const company = await lockCompany(trx, where);
    if (!company) throw notFound(STAFF_ACTION_MESSAGES.companyNotFound);
    if ('undo' in decision) await markVerified(trx, company.id, false);
    else if (decision.verify) await markVerified(trx, company.id, true);
    else await markRefused(trx, company.id, decision.reason);
    if (by && inboxId) {
      await audit(trx, by.meta, {
        actor: by.staff,
        action: 'verify' in decision && decision.verify ? 'company.verified' : 'company.refused',
        record: { type: INBOX_RECORD, id: inboxId },
        before: { verified: company.company_verified_at !== null, refused: company.company_refused_at !== null },
        after:
          'verify' in decision && !decision.verify ? { refused: true, reason: decision.reason } : { verified: true },
      });
    }
    return company;
  });
}

/** From the staff area: the check, then the e-mail to the account's owner. */
export async function checkCompanyAsStaff(
  deps: AppDeps,
  staff: StaffContext,
  id: number,
  decision: { verify: true } | { verify: false; reason: string },
  meta: RequestMeta,
): Promise<void> {
  const company = await checkCompany(deps.db, { id }, decision, { staff, meta });
  deps.mailer.sendLater(
    companyCheckEmail(
      deps.config,
      {
        email: company.email,
        fullname: company.fullname,
        confirmed: company.email_verified_at !== null,
        company: company.company_name ?? 'votre entreprise',
      },
      decision.verify ? { verified: true } : { verified: false, reason: decision.reason },
    ),
  );
}
