/**
 * The signed-in user's profile (SPEC §3 "User profile") and account calls.
 */
import { z } from 'zod';
import type { Id } from './common';
import { FIELD_MESSAGES, passwordField, profileShape, refineCompanyFields, whenObject } from './fields';
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
}

/** PUT /api/user → Resource<User> (422 with errors per field; email unique except for oneself). */
export const profileUpdateSchema = z.object(profileShape).superRefine(refineCompanyFields, whenObject);
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** Form values of the profile form (SPEC: the form holds business_sector_id). */
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

/** PUT /api/user/password → MessageReply; other tokens of the user are revoked. */
export const passwordUpdateSchema = z
  .object({
    current_password: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required),
    password: passwordField,
    password_confirmation: z.string({ error: FIELD_MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'La confirmation ne correspond pas au mot de passe.',
  });
export type PasswordUpdateRequest = z.input<typeof passwordUpdateSchema>;

/** DELETE /api/user/{id}/delete → 204; another user's id → 404. All tokens are revoked. */
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
