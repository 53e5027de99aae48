/** The addresses of the staff area (the page table, pages.ts, declares the pages at them). */
export const STAFF_HOME = '/espace-conseiller';
export const SIGN_IN_PATH = '/espace-conseiller/connexion';
export const ENROLMENT_PATH = '/espace-conseiller/enrolement';
export const INBOX_PATH = '/espace-conseiller/demandes';
export const MY_ACCOUNT_PATH = '/espace-conseiller/mon-compte';
export const AUDIT_PATH = '/espace-conseiller/journal';
export const STOCK_PATH = '/espace-conseiller/stock';
export const ACCOUNTS_PATH = '/espace-conseiller/comptes';
export const AGENDA_PATH = '/espace-conseiller/agenda';
