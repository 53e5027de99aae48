/**
 * The signed-in user's profile (docs/spec-notes.md §3 "User profile") and account calls.
 */
import { z } from './z';
import type { Id } from './common';
import { FIELD_MESSAGES } from './field-messages';
import { passwordField, profileShape, refineCompanyFields, whenObject } from './fields';
import type { VehicleCard } from './catalogue';

export interface BusinessSector {
  id: Id;
  name: string;
  /** NAF/APE section letter (A–U). */
  code: string;
}

/** GET /api/user → Resource<User> */
export interface User {
  id: Id;
  fullname: string;
  email: string;
  phone: string;
  address: string;
  postal_code: string;
  city: string;
  is_comp: boolean;
  company_name: string | null;
  company_siret: string | null;
  business_sector: Pick<BusinessSector, 'id' | 'name'> | null;
  subscribe_newsletter: boolean;
  /** Ids of bookmarked vehicles. */
  bookmarks: Id[];
  created_at: string;
  /** The address was confirmed by the link sent to it (needed before a first booking). */
  email_verified: boolean;
  /** New address asked for in PUT /api/user, waiting for its confirmation link; else null. */
  pending_email: string | null;
}

/** Messages of PUT /api/user when the e-mail address changes (422 on `current_password`). */
export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Pour changer d’adresse e-mail, saisissez votre mot de passe actuel.',
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
} as const;

/**
 * PUT /api/user → Resource<User> (422 with errors per field; email unique except for oneself).
 * Changing the e-mail address (compared case-insensitively) needs `current_password`: missing →
 * 422 `PROFILE_MESSAGES.currentPasswordRequired`, wrong → 422 `PROFILE_MESSAGES.wrongCurrentPassword`
 * (counted as a failed sign-in of the account, 429 beyond); the old address is told by e-mail.
 * `current_password` is only checked: never stored nor sent back.
 */
export const profileUpdateSchema = z
  .object({ ...profileShape, current_password: z.string().max(1024).optional() })
  .superRefine(refineCompanyFields, whenObject);
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** Form values of the profile form (docs/spec-notes.md §3: the form holds business_sector_id). */
export function profileFormFromUser(user: User): ProfileUpdateRequest {
  return {
    fullname: user.fullname,
    email: user.email,
    phone: user.phone,
    address: user.address,
    postal_code: user.postal_code,
    city: user.city,
    subscribe_newsletter: user.subscribe_newsletter,
    is_comp: user.is_comp,
    company_name: user.company_name,
    company_siret: user.company_siret,
    business_sector_id: user.business_sector?.id ?? null,
  };
}

export const PASSWORD_UPDATE_MESSAGES = {
  wrongCurrent: 'Le mot de passe actuel est incorrect.',
  mismatch: 'La confirmation ne correspond pas au mot de passe.',
  updated: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.',
} as const;

/**
 * PUT /api/user/password → 200 MessageReply `PASSWORD_UPDATE_MESSAGES.updated`; every OTHER token
 * of the user is revoked (the one used stays valid) and an e-mail tells the user. Wrong current
 * password → 422 on `current_password`; new password: same rules as the registration.
 */
export const passwordUpdateSchema = z
  .object({
    current_password: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(1024),
    password: passwordField,
    password_confirmation: z.string({ error: FIELD_MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_UPDATE_MESSAGES.mismatch,
    when: whenObject.when,
  });
export type PasswordUpdateRequest = z.input<typeof passwordUpdateSchema>;
export type PasswordUpdateData = z.output<typeof passwordUpdateSchema>;

/**
 * DELETE /api/user/{id}/delete → 204; another user's id → 404. In one transaction: sessions,
 * reset links, favourites, bookings, funding, trade-in, call-back and partner requests are deleted;
 * estimates are kept for the dealership's numbering but detached from the account (anonymised).
 * The e-mail address can then register again.
 */
export interface DeleteUserParams {
  id: Id;
}

/** POST /api/user/bookmarks/store {vehicle_id} → 201 when added, 200 when removed (toggle). */
export interface BookmarkToggleRequest {
  vehicle_id: Id;
}
export interface BookmarkToggleResponse {
  data: { vehicle_id: Id; bookmarked: boolean; bookmarks: Id[] };
}
/** GET /api/user/bookmarks → List<VehicleCard> */
export type BookmarkedVehicle = VehicleCard;
