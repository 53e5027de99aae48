/**
 * The favourites' e-mail (opt-in): at most once a day, to a confirmed address, the account's
 * favourites whose price dropped, that someone booked or that were sold since the last e-mail.
 *
 * GET  /api/user/favourite-alerts              → 200 { data: { enabled, email_verified } }
 * PUT  /api/user/favourite-alerts {enabled}    → 200 { message, data: { enabled, email_verified } }
 * POST /api/favourite-alerts/unsubscribe {user, token} → 200 { message } (the e-mail's link, no sign-in;
 *      422 on `token` for a link that is not one of ours)
 */
export const FAVOURITE_ALERTS_UNSUBSCRIBE_PATH = '/mon-compte/favoris/desinscription';

export interface FavouriteAlerts {
  enabled: boolean;
  /** The e-mail goes only to a confirmed address. */
  email_verified: boolean;
}

export const FAVOURITE_ALERT_MESSAGES = {
  on: 'C’est noté : nous vous écrirons au plus une fois par jour si un de vos favoris baisse de prix, est réservé ou vendu.',
  off: 'Vous ne recevrez plus d’e-mail sur vos favoris.',
  enabled: 'Indiquez si vous voulez recevoir ces e-mails.',
  invalidLink: 'Ce lien de désinscription n’est pas valide. Gérez vos e-mails depuis « Mes favoris ».',
} as const;
