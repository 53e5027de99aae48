/**
 * The page table of mf-staff, the staff area (docs/staff.md). No page is public, listed or
 * server-rendered, and none has a head or a chunk for the route manifest: no public page, sitemap,
 * /plan-du-site or preload hint ever names them (route-manifest.ts). Every page but sign-in checks
 * the staff session itself (shared/session/staff-frame.tsx): the visitor's `auth` middleware does
 * not apply, a staff session is a cookie the page cannot read.
 */
import type { ComponentType } from 'react';
import type { PageTableEntry } from '@ga/contracts';
import {
  ACCOUNTS_PATH,
  AGENDA_PATH,
  AUDIT_PATH,
  ENROLMENT_PATH,
  INBOX_PATH,
  MY_ACCOUNT_PATH,
  SIGN_IN_PATH,
  STAFF_HOME,
  STOCK_PATH,
} from './shared/paths';

export type StaffPageEntry = PageTableEntry<() => Promise<{ Component: ComponentType }>>;

const STAFF = { layout: 'staff' };
const page = (path: string, load: StaffPageEntry['load']): StaffPageEntry => ({
  path,
  kind: 'component',
  load,
  handle: STAFF,
  listed: false,
  public: false,
  ssr: false,
});

export const PAGES: StaffPageEntry[] = [
  page(STAFF_HOME, async () => ({ Component: (await import('./shared/session/staff-home')).StaffHome })),
  page(SIGN_IN_PATH, async () => ({ Component: (await import('./features/sign-in/pages/sign-in-page')).SignInPage })),
  page(ENROLMENT_PATH, async () => ({
    Component: (await import('./features/sign-in/pages/enrolment-link-page')).EnrolmentLinkPage,
  })),
  page(INBOX_PATH, async () => ({ Component: (await import('./features/inbox/pages/inbox-page')).InboxPage })),
  page(`${INBOX_PATH}/:id`, async () => ({
    Component: (await import('./features/inbox/pages/request-page')).RequestPage,
  })),
  page(MY_ACCOUNT_PATH, async () => ({
    Component: (await import('./features/my-account/pages/my-account-page')).MyAccountPage,
  })),
  page(AGENDA_PATH, async () => ({ Component: (await import('./features/agenda/pages/agenda-page')).AgendaPage })),
  page(AUDIT_PATH, async () => ({ Component: (await import('./features/audit/pages/audit-page')).AuditPage })),
  page(ACCOUNTS_PATH, async () => ({
    Component: (await import('./features/accounts/pages/accounts-page')).AccountsPage,
  })),
  page(STOCK_PATH, async () => ({ Component: (await import('./features/stock/pages/stock-page')).StockPage })),
  page(`${STOCK_PATH}/:id`, async () => ({
    Component: (await import('./features/stock/pages/stock-vehicle-page')).StockVehiclePage,
  })),
];
