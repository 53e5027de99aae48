/**
 * The form's own path, where signing in comes back to. The page table (pages.ts) routes the form
 * there: it is kept here, beside the form, because a feature does not import the page table.
 */
export const FORM_PATH = '/reprise-voiture';
