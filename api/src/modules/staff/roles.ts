/**
 * Staff roles, from least to most: a `conseiller` handles visitor requests, a `responsable` also
 * runs stock and prices, reads the audit log and reassigns work, an `admin` also manages the staff
 * accounts. Each role can do what the roles before it can.
 */
import { STAFF_ROLE_VALUES, type StaffRoleName } from '@ga/contracts';

export const STAFF_ROLES = STAFF_ROLE_VALUES;
export type StaffRole = StaffRoleName;

/** The roles at or above `least` (what a route that needs `least` accepts). */
export const rolesFrom = (least: StaffRole): StaffRole[] => STAFF_ROLES.slice(STAFF_ROLES.indexOf(least));
