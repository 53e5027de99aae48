import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessage, fieldErrors, useLinkToken, usePageHead } from '@ga/core';
import { Button, Notice } from '@ga/ui';
import { PageHero } from './page-hero';
import styles from './email-link-page.module.css';

type Outcome<R> = { data: R; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

interface EmailLinkPageProps<R extends { message: string }> {
  title: string;
  description: string;
  kicker: string;
  heading: string;
  lead: string;
  /** Said when the address has no token, or the API refuses it without its own message. */
  invalidMessage: string;
  /** The call the link stands for (POST …/confirm, …/unsubscribe, …/cancel). */
  send: (token: string) => Promise<Outcome<R>>;
  /** Confirmations run as soon as the page opens; what undoes something waits for a button. */
  button?: { label: string; variant?: 'primary' | 'danger' };
  /** Beside the success message. */
  done?: (reply: R) => ReactNode;
  /** Always at the bottom. */
  children?: ReactNode;
}

/**
 * The page an e-mail link opens (newsletter, appointments): the token leaves the address bar at
 * once and no Referer carries it (useLinkToken); then the call, or a button for it, and its French
 * outcome in a live region.
 */
export function EmailLinkPage<R extends { message: string }>({
  title,
  description,
  kicker,
  heading,
  lead,
  invalidMessage,
  send,
  button,
  done,
  children,
}: EmailLinkPageProps<R>) {
  usePageHead({ title, description, noindex: true });
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome<R> | null>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);
  const sent = useRef(false);
  const run = async () => {
    setAsked(true);
    if (!token || sent.current) return;
    sent.current = true;
    setBusy(true);
    setOutcome(await send(token));
    setBusy(false);
  };
  useEffect(() => {
    if (!button) void run();
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failure = outcome?.error
    ? (fieldErrors(outcome.error).token?.[0] ?? errorMessage(outcome.error, invalidMessage))
    : asked && !token
      ? invalidMessage
      : null;
  return (
    <div>
      <PageHero kicker={kicker} heading={heading} lead={lead} />
      <div className={styles.body} aria-live="polite">
        {outcome?.data ? (
          <>
            <Notice variant="success" role="status">
              {outcome.data.message}
            </Notice>
            {done?.(outcome.data)}
          </>
        ) : (
          <>
            {failure && (
              <Notice variant="danger" role="alert">
                {failure}
              </Notice>
            )}
            {!button && !failure && <p>Un instant…</p>}
            {button && (
              <Button size="lg" variant={button.variant ?? 'primary'} loading={busy} onClick={() => void run()}>
                {button.label}
              </Button>
            )}
          </>
        )}
        {children}
      </div>
    </div>
  );
}
