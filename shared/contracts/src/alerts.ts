import type { Id, IsoDateTime } from './common';

/**
 * Saved searches and alerts: « Créer une alerte » on a listing saves its filters; an
 * e-mail digest of new matches and price drops, at most once a day per alert; « Mes alertes ».
 */
export const ALERTS_MAX = 20;
export const ALERT_NAME_MAX = 80;
/** Where the one-click unsubscribe link of the e-mails lands (no sign-in needed). */
export const ALERT_UNSUBSCRIBE_PATH = '/mon-compte/alertes/desinscription';

export interface SearchAlert {
  id: Id;
  name: string;
  /** The listing's address on the site (path and query), where « Voir les résultats » goes. */
  path: string;
  /** The API search filters (GET /api/vehicles without sort and page). */
  query: Record<string, unknown>;
  paused: boolean;
  created_at: IsoDateTime;
  last_sent_at: IsoDateTime | null;
}

export const ALERT_MESSAGES = {
  created:
    'Alerte créée : nous vous écrirons au plus une fois par jour quand de nouveaux véhicules correspondront à cette recherche.',
  tooMany: `Vous avez déjà ${ALERTS_MAX} alertes : supprimez-en une pour en créer une autre.`,
  nameRequired: 'Donnez un nom à votre alerte.',
  nameTooLong: `Le nom d’une alerte tient en ${ALERT_NAME_MAX} caractères.`,
  pathInvalid: 'Cette recherche ne peut pas être enregistrée.',
  notFound: 'Alerte introuvable.',
  unsubscribed:
    'C’est noté : vous ne recevrez plus d’e-mails pour cette alerte. Vous pouvez la réactiver depuis « Mes alertes ».',
  invalidLink: 'Ce lien de désinscription n’est pas valide.',
} as const;
