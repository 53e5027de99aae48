/**
 * Editorial and general calls: contact, newsletter, partners, teams, cities, localisation, form pages.
 */
import type { Id, IdOrSlug, IsoDate, Url } from './common';
import type { VehicleCard } from './catalogue';

/** POST /api/contact-requests → 201 MessageReply */
export interface ContactRequestInput {
  fullname: string;
  email: string;
  phone: string | null;
  subject: 'achat' | 'reprise' | 'financement' | 'livraison' | 'sav' | 'autre';
  message: string;
  vehicle_id: Id | null;
  /** Bot-check widget token. */
  captcha_token?: string | null;
}

/** POST /api/newsletter/subscribe {email} → 201 MessageReply (200 when already subscribed). */
export interface NewsletterSubscribeRequest {
  email: string;
}

/** GET /api/partners → List<Partner>; GET /api/partners/{id|slug} → Resource<Partner> */
export interface Partner {
  id: Id;
  slug: string;
  name: string;
  category: string;
  summary: string;
  body_html: string;
  logo: Url;
  website: string | null;
  advantage: string | null;
}

/** GET /api/teams → List<Team> (illustrative demo staff: first names and roles only). */
export interface TeamMember {
  id: Id;
  first_name: string;
  role: string;
  photo: Url;
}
export interface Team {
  id: Id;
  name: string;
  members: TeamMember[];
}

/** GET /api/cities → List<City>; GET /api/cities/{city}?type= → Resource<CityPage> (/achat-utilitaire/{city}). */
export interface City {
  id: Id;
  slug: string;
  name: string;
  postal_code: string;
  department_code: string;
}
export interface CityPage extends City {
  intro: string;
  distance_km: number;
  vehicles: VehicleCard[];
}

/** GET /api/localization?search= → List<Locality> (postal code / city autocompletion). */
export interface Locality {
  postal_code: string;
  city: string;
  department_code: string;
}

/** GET /api/form-pages/{id|slug} → Resource<FormPage>; POST /api/form-pages/reply → 201 MessageReply */
export interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'date';
  required: boolean;
  options?: { value: string; label: string }[];
}
export interface FormPage {
  id: Id;
  slug: string;
  title: string;
  intro_html: string;
  fields: FormField[];
  submit_label: string;
  success_message: string;
}
export interface FormPageReply {
  form_page_id: IdOrSlug;
  values: Record<string, string | boolean>;
  captcha_token?: string | null;
}

/** SPEC §3 "Press article (static)". */
export interface PressArticle {
  title: string;
  picture: Url;
  date: IsoDate;
  origin: string;
  link: string;
}

/** SPEC §3 "Notification" (client state). */
export type NotificationAction = 'success' | 'info' | 'warning' | 'danger';
export interface Notification {
  id: string;
  action: NotificationAction;
  message: string;
}
