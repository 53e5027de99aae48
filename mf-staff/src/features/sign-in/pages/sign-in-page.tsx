import { useCallback, useState } from 'react';
import { STAFF_MESSAGES } from '@ga/contracts';
import { useNavigate, usePageHead, useSearchParams } from '@ga/core';
import { CodeStep } from '../components/code-step';
import { EnrolmentStep, RecoveryCodes } from '../components/enrolment-step';
import { PasswordStep } from '../components/password-step';
import type { ChallengeReply } from '../api';
import { safeReturn } from '../../../shared/session/safe-return';
import styles from './sign-in-page.module.css';

type Step =
  | { name: 'password'; notice?: string }
  | { name: 'totp' | 'enrolment'; challenge: string }
  | { name: 'codes'; codes: string[] };

const TITLES: Record<Step['name'], string> = {
  password: 'Connexion à l’espace conseiller',
  totp: 'Vérification en deux étapes',
  enrolment: 'Activez la double authentification',
  codes: 'Vos codes de secours',
};

/** /espace-conseiller/connexion: password, then the second factor (or the enrolment at first sign-in). */
export function SignInPage() {
  usePageHead({
    title: 'Connexion — Espace conseiller',
    description: 'Connexion réservée aux conseillers de la concession.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const done = useCallback(() => navigate(safeReturn(params.get('retour')), { replace: true }), [navigate, params]);
  const expired = useCallback(() => setStep({ name: 'password', notice: STAFF_MESSAGES.invalidChallenge }), []);
  const onChallenge = (reply: ChallengeReply) =>
    setStep({ name: reply.step === 'totp' ? 'totp' : 'enrolment', challenge: reply.challenge });

  return <SignInCard title={TITLES[step.name]}>{renderStep(step, { onChallenge, done, expired, setStep })}</SignInCard>;
}

interface Handlers {
  onChallenge: (reply: ChallengeReply) => void;
  done: () => void;
  expired: () => void;
  setStep: (step: Step) => void;
}

function renderStep(step: Step, h: Handlers) {
  switch (step.name) {
    case 'password':
      return <PasswordStep onChallenge={h.onChallenge} notice={step.notice} />;
    case 'totp':
      return <CodeStep challenge={step.challenge} onSignedIn={h.done} onExpired={h.expired} />;
    case 'enrolment':
      return (
        <EnrolmentStep
          challenge={step.challenge}
          onEnrolled={(codes) => h.setStep({ name: 'codes', codes })}
          onExpired={h.expired}
        />
      );
    default:
      return <RecoveryCodes codes={step.codes} onDone={h.done} />;
  }
}

/** The sign-in pages' card: the one h1 of the page, then the step. */
export function SignInCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.card}>
      <p className={styles.kicker}>Espace conseiller</p>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
