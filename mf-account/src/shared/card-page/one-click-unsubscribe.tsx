import { useState } from 'react';
import { Button, ButtonLink, EmptyState, Icon } from '@ga/ui';
import { errorMessage, fieldErrors, usePageHead, useSession } from '@ga/core';
import styles from './card-page.module.css';

interface Props {
  head: { title: string; description: string };
  /** The page's h1 (default: the head's title). */
  heading?: string;
  /** What stops, said before the click. */
  intro: string;
  buttonLabel: string;
  /** Where to go next, signed in (the list the e-mails are about). */
  signedInNext: { to: string; label: string };
  /** The link is whole (its id and token are there). */
  valid: boolean;
  /** Where to manage them, said when the link does not work. */
  manageFrom: string;
  unsubscribe: () => void;
  state: { data?: { message: string }; error?: Parameters<typeof errorMessage>[0]; isLoading: boolean };
}

/**
 * A page an e-mail's « ne plus recevoir » link opens, without signing in. One click stops the e-mails
 * (never on opening the page: mail scanners open links too); the message says how to undo it.
 */
export function OneClickUnsubscribe({
  head,
  heading = head.title,
  intro,
  buttonLabel,
  signedInNext,
  valid,
  manageFrom,
  unsubscribe,
  state,
}: Props) {
  usePageHead({ ...head, noindex: true });
  const { isSignedIn } = useSession();
  const [asked, setAsked] = useState(false);
  const { data, error, isLoading } = state;
  const next = isSignedIn ? (
    <ButtonLink to={signedInNext.to}>{signedInNext.label}</ButtonLink>
  ) : (
    <ButtonLink to="/achat">Voir nos véhicules</ButtonLink>
  );
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.badge}>
          <Icon name={data ? 'check' : 'info'} size={26} />
        </span>
        <h1 className={styles.title}>{heading}</h1>
        {data ? (
          <>
            <p className={styles.lead} role="status">
              {data.message}
            </p>
            {next}
          </>
        ) : !valid || (asked && error) ? (
          <EmptyState icon="warning" title="Ce lien ne fonctionne pas" headingLevel={2} action={next}>
            {error
              ? (fieldErrors(error).token?.[0] ?? errorMessage(error))
              : `Ouvrez le lien reçu par e-mail tel quel, ou gérez ces e-mails depuis ${manageFrom}.`}
          </EmptyState>
        ) : (
          <>
            <p className={styles.lead}>{intro}</p>
            <Button
              loading={isLoading}
              onClick={() => {
                setAsked(true);
                unsubscribe();
              }}
            >
              {buttonLabel}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
