import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { getConfig } from '@ga/core';
import styles from './forms.module.css';

export interface BotCheckHandle {
  /** A new check (after a refused or failed send: a solved check is used once). */
  reset(): void;
}

interface BotCheckProps {
  /** The payload once verified, null otherwise. */
  onChange: (token: string | null) => void;
  /** The field's error (required, or refused by the server). */
  error?: string;
  id?: string;
  ref?: Ref<BotCheckHandle>;
}

/**
 * The bot check of the public forms (docs/spec-notes.md §5): the ALTCHA widget, a proof of work done in the
 * browser on a challenge from our API (GET /api/bot-check/challenge): nothing goes to a third
 * party, no cookie. Its script loads and the work starts when the visitor enters the form, so it is
 * usually done before they reach the button; nothing of it weighs on a page that is only read.
 */
export function BotCheck({ onChange, error, id = 'captcha_token', ref }: BotCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement>(null);
  const [active, setActive] = useState(false);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset();
      changed.current(null);
      void widget.current?.verify();
    },
  }));

  // The widget's code (about 35 kB) loads when the visitor enters the form, not with the page.
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return setActive(true);
    const start = () => setActive(true);
    form.addEventListener('focusin', start, { once: true });
    return () => form.removeEventListener('focusin', start);
  }, []);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const element = widget.current;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    void (async () => {
      await import('altcha');
      await import('altcha/i18n/fr-fr');
      if (cancelled || !element) return;
      const { apiUrl, apiKey } = getConfig();
      await element.configure({
        challenge: `${apiUrl.replace(/\/$/, '')}/api/bot-check/challenge`,
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: { ...(init?.headers ?? {}), 'X-Api-Key': apiKey, Accept: 'application/json' },
          }),
        language: 'fr-fr',
        auto: 'off',
        name: 'captcha_token',
        hideLogo: true,
      });
      element.addEventListener('statechange', onState);
      setReady(true);
      if (!cancelled) void element.verify();
    })();
    return () => {
      cancelled = true;
      element?.removeEventListener('statechange', onState);
    };
  }, [active]);

  return (
    <div ref={box} className={styles.botCheck} id={id} tabIndex={-1} data-ready={ready || undefined}>
      {!ready && (
        <button
          type="button"
          className={styles.botCheckStart}
          onClick={() => setActive(true)}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {active
            ? 'Vérification anti-robot en cours…'
            : 'Vérification anti-robot : elle démarre dès que vous remplissez le formulaire.'}
        </button>
      )}
      <altcha-widget ref={widget} hidden={!ready} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
