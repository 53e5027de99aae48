/**
 * The daily retention job (docs/staff.md « Retention »), as the privacy policy states it: a visitor
 * request is deleted REQUEST_RETENTION_DAYS (3 years) after its last activity — the trade-in with
 * its photos, the call-back, the booking, the appointment, the contact message, the form reply, the
 * partner and financing requests — and its inbox row with it; the audit log keeps its entries
 * AUDIT_RETENTION_DAYS (1 year). Quotes are numbered documents and stay (anonymised with the
 * account, user module); company accounts live as long as the account. One transaction per run, the
 * photo files deleted after it (a failure is retried by the photo-files job).
 */
import type { AppDeps } from '../../app-deps';
import { removeFiles } from '../tradein/photos/service';
import { deleteOldAuditEntries, deleteStaleRequests, PURGED_REQUESTS, stalePhotoKeys } from './retention-queries';

export const RETENTION_QUEUE = 'retention';
/** Every night at 03:30 (server time), when nobody works in the staff area. */
export const RETENTION_CRON = '30 3 * * *';
const DAY = 86_400_000;

export interface RetentionReport {
  requests: Record<string, number>;
  audit: number;
  photos: number;
}

export async function runRetention(
  deps: Pick<AppDeps, 'db' | 'config' | 'files' | 'jobs'>,
  log: Parameters<typeof removeFiles>[2],
  now = new Date(),
): Promise<RetentionReport> {
  const requestCutoff = new Date(now.getTime() - deps.config.retention.requestDays * DAY);
  const auditCutoff = new Date(now.getTime() - deps.config.retention.auditDays * DAY);
  const { report, keys } = await deps.db.transaction().execute(async (trx) => {
    const photoKeys = await stalePhotoKeys(trx, requestCutoff);
    const requests: Record<string, number> = {};
    for (const { table } of PURGED_REQUESTS) requests[table] = await deleteStaleRequests(trx, table, requestCutoff);
    const audit = await deleteOldAuditEntries(trx, auditCutoff);
    return { report: { requests, audit, photos: photoKeys.length }, keys: photoKeys };
  });
  await removeFiles(deps, keys, log);
  log.info({ retention: report }, 'Durées de conservation appliquées');
  return report;
}
