import { Navigate } from '@ga/core';
import { INBOX_PATH } from '../paths';

/** /espace-conseiller: the inbox is the staff's home (its frame sends a signed-out person to the sign-in). */
export function StaffHome() {
  return <Navigate to={INBOX_PATH} replace />;
}
