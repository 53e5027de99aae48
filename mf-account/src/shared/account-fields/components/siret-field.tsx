import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@ga/ui';
import { FIELD_MESSAGES, isValidSiret } from '@ga/contracts';
import styles from './siret-field.module.css';

const SIRET_LENGTH = 14;

/** What the live check says of the value typed so far. */
export function siretCheck(value: string): { state: 'empty' | 'typing' | 'valid' | 'invalid'; digits: number } {
  const compact = value.replace(/\s+/g, '');
  const digits = compact.replace(/\D/g, '').length;
  if (!compact) return { state: 'empty', digits: 0 };
  if (/\D/.test(compact) || digits > SIRET_LENGTH) return { state: 'invalid', digits };
  if (digits < SIRET_LENGTH) return { state: 'typing', digits };
  return { state: isValidSiret(compact) ? 'valid' : 'invalid', digits };
}

interface SiretFieldProps {
  registration: UseFormRegisterReturn;
  /** The current value (watched), checked as the visitor types. */
  value: string;
  /** Error of the form (on submit) or of the server. */
  error?: string;
  /** Default true; false shows « (facultatif) » (e.g. the partner request). */
  required?: boolean;
}

/** Company SIRET: 14 digits, checksum checked live with the validator of @ga/contracts. */
export function SiretField({ registration, value, error, required = true }: SiretFieldProps) {
  const { state, digits } = siretCheck(value);
  const liveError = state === 'invalid' ? FIELD_MESSAGES.siret : undefined;
  const hint =
    state === 'valid' ? (
      <span className={styles.valid} data-testid="siret-valid">
        ✓ Numéro SIRET valide
      </span>
    ) : state === 'typing' ? (
      `${digits} chiffre${digits > 1 ? 's' : ''} sur ${SIRET_LENGTH}`
    ) : state === 'empty' ? (
      'Les 14 chiffres figurant sur votre extrait Kbis ou votre avis de situation Insee.'
    ) : undefined;

  return (
    <TextField
      label="Numéro SIRET"
      required={required}
      optional={!required}
      inputMode="numeric"
      autoComplete="off"
      placeholder="123 456 789 00012"
      maxLength={20}
      hint={<span aria-live="polite">{hint}</span>}
      error={liveError ?? error}
      {...registration}
    />
  );
}
