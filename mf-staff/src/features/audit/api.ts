import { injectEndpoints } from '@ga/core';

export interface AuditEntry {
  id: string;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  record_type: string | null;
  record_id: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  ip: string | null;
}
export type AuditParams = Partial<Record<'actor_id' | 'record_type' | 'record_id' | 'day' | 'before', string>>;

/** The audit log (GET /api/staff/audit, responsable and admin). */
export const staffAuditApi = injectEndpoints({
  endpoints: (build) => ({
    staffAudit: build.query<{ data: AuditEntry[]; meta: { next_cursor: string | null } }, AuditParams>({
      query: (params) => ({ url: '/api/staff/audit', params }),
    }),
    staffAuditColleagues: build.query<{ data: { id: number; full_name: string }[] }, void>({
      query: () => '/api/staff/colleagues',
    }),
  }),
});

export const { useStaffAuditQuery, useStaffAuditColleaguesQuery } = staffAuditApi;
