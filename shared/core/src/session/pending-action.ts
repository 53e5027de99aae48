/**
 * "Finish what they started": a signed-out visitor who clicks an action that needs an account (the
 * heart of a favourite, « Créer une alerte »…) is sent to sign in; the action's subject is
 * remembered here for the tab (sessionStorage, under a VISITOR_STORAGE key, cleared on sign-out
 * with the rest) and the action runs once when they come back signed in.
 */
export interface PendingAction {
  /** Remembers `subject` (a vehicle id, a listing path…) as the action to finish. */
  remember(subject: string | number): void;
  /** True once if `subject` was the pending one, which is then forgotten. */
  take(subject: string | number): boolean;
}

export function pendingAction(storageKey: string): PendingAction {
  return {
    remember(subject) {
      try {
        sessionStorage.setItem(storageKey, String(subject));
      } catch {
        /* storage unavailable: the visitor clicks again after signing in */
      }
    },
    take(subject) {
      try {
        if (sessionStorage.getItem(storageKey) !== String(subject)) return false;
        sessionStorage.removeItem(storageKey);
        return true;
      } catch {
        return false;
      }
    },
  };
}
