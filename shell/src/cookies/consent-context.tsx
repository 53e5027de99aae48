import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CategoryId } from './consent-categories';
import { readConsent, writeConsent, type ConsentChoice } from './consent-cookies';
import { loadConsentedTags } from './consent-tags';
import { CONSENT_OPEN_EVENT, announceConsentChange } from '@ga/core';
import { LOCAL_FAVOURITES_STORAGE_KEY, RECENTLY_VIEWED_STORAGE_KEY } from '@ga/contracts';
import { RequestCookiesContext } from './request-cookies';

function forgetPersonalisation(): void {
  try {
    localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
    localStorage.removeItem(LOCAL_FAVOURITES_STORAGE_KEY);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

interface ConsentContextValue {
  choice: ConsentChoice | null;
  panelOpen: boolean;
  /** Opened again by the visitor (not on a first visit): the banner then takes the focus. */
  reopened: boolean;
  choose: (enabled: CategoryId[]) => void;
  reopen: () => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const requestCookies = useContext(RequestCookiesContext);
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(requestCookies));
  const [panelOpen, setPanelOpen] = useState(() => choice === null);
  const [reopened, setReopened] = useState(false);
  // What had the focus when the visitor reopened the choices (« Gérer les cookies »): it gets it back.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (choice) loadConsentedTags(choice.enabled);
  }, [choice]);

  const choose = useCallback((enabled: CategoryId[]) => {
    const next = { enabled };
    writeConsent(next);
    // Consent withdrawn: what it allowed to keep goes at once.
    if (!enabled.includes('personalisation')) forgetPersonalisation();
    setChoice(next);
    setPanelOpen(false);
    setReopened(false);
    announceConsentChange();
    opener.current?.focus();
    opener.current = null;
  }, []);
  const reopen = useCallback(() => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    setReopened(true);
    setPanelOpen(true);
  }, []);
  // Other areas reopen the choices through @ga/core (the cookie policy page's button).
  useEffect(() => {
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, [reopen]);

  const value = useMemo(
    () => ({ choice, panelOpen, reopened, choose, reopen }),
    [choice, panelOpen, reopened, choose, reopen],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsentPanel(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsentPanel doit être utilisé dans ConsentProvider');
  return value;
}
