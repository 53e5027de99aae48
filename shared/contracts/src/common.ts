/**
 * Reply shapes shared by every call (docs/architecture.md "Data").
 * A resource is `{ data }`, a list `{ data, meta }`, an error `{ message, errors? }`
 * (`errors` only on 422, one array of French messages per field).
 */

/** Database identifiers are positive integers. */
export type Id = number;
/** Routes that carry a slug in the site URL accept the slug or the id. */
export type IdOrSlug = number | string;
/** ISO 8601 date-time string, e.g. `2026-03-14T09:30:00.000Z`. */
export type IsoDateTime = string;
/** ISO 8601 calendar date, e.g. `2026-03-14`. */
export type IsoDate = string;
/** Absolute URL (images are served by the API under `/media`). */
export type Url = string;

export interface Resource<T> {
  data: T;
}

export interface ListMeta {
  total: number;
}

export interface PaginatedMeta extends ListMeta {
  current_page: number;
  per_page: number;
  last_page: number;
}

export interface List<T, M extends ListMeta = ListMeta> {
  data: T[];
  meta: M;
}

export type Paginated<T> = List<T, PaginatedMeta>;

/** Query parameters of paginated calls (`page` starts at 1). */
export interface PageQuery {
  page?: number;
  per_page?: number;
}

/** Errors per field: `{ "email": ["Cette adresse e-mail est déjà utilisée."] }`. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: string;
  /** Present on 422 only. */
  errors?: FieldErrors;
}

/** Reply of a call that only confirms (e.g. newsletter subscription). */
export interface MessageReply {
  message: string;
}

/** The front end's base query adds the HTTP status to the reply body. */
export type WithStatus<T> = T & { status: number };

/** Header names and fixed values of the API. */
export const API_KEY_HEADER = 'X-Api-Key';
export const TOKEN_STORAGE_KEY = 'ga_app_token';

/** Messages the API answers with (French, used verbatim by the front end when useful). */
export const API_MESSAGES = {
  invalidApiKey: "Clé d'API manquante ou invalide.",
  unauthenticated: 'Non authentifié.',
  notFound: 'Ressource introuvable.',
  routeNotFound: 'Cette adresse ne correspond à aucune ressource de l’API.',
  validation: 'Les données envoyées ne sont pas valides.',
  forbiddenCharacter: 'Ce champ contient un caractère non autorisé (caractère de contrôle ou invalide).',
  forbiddenKey: 'Le corps de la requête contient une clé interdite (« __proto__ » ou « constructor »).',
  badCredentials: 'Identifiant ou mot de passe incorrect.',
  invalidClient: 'Client OAuth inconnu ou secret invalide.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans {delay}.',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
  serverError: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  breachedPassword:
    'Ce mot de passe figure parmi les mots de passe les plus courants ou déjà divulgués. Choisissez-en un autre.',
  unknownBusinessSector: "Ce secteur d'activité n'existe pas.",
} as const;

/** The dealership's own contact details (footer, printed quotes, pages), one place for all. */
export const DEALERSHIP = {
  address: 'Route du Mans, 72220 Écommoy',
  phone: '02 43 00 00 00',
  phoneHref: 'tel:+33243000000',
  hours: 'du lundi au samedi, 9 h – 19 h',
} as const;
/**
 * The dealership's usual stock, said where the live count cannot be read (the API down): the site
 * states the count of vehicles on sale (@ga/core useStockFigures).
 */
export const DEALERSHIP_STOCK = { cars: 1200, vans: 200 } as const;
