import { PASSWORD_MIN_LENGTH } from '@ga/contracts';

export type PasswordStrengthLevel = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  /** 0: too short (refused), 1 weak, 2 fair, 3 strong, 4 very strong. */
  level: PasswordStrengthLevel;
  label: string;
  /** Advice to do better, or null when nothing is left to advise. */
  advice: string | null;
}

const LABELS: Record<PasswordStrengthLevel, string> = {
  0: 'Trop court',
  1: 'Faible',
  2: 'Moyen',
  3: 'Solide',
  4: 'Très solide',
};

/** Obvious sequences and repeats that make a long password weak anyway. */
const WEAK_PATTERNS = [/(.)\1{3,}/, /0123|1234|2345|3456|4567|5678|6789|abcd|azerty|qwerty|motdepasse|password/i];

/**
 * The strength hint shown as the visitor types: the server has the last word (length rules and the
 * list of breached passwords); this only guides. Pure, so that it is tested alone.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    const missing = PASSWORD_MIN_LENGTH - length;
    return {
      level: 0,
      label: LABELS[0],
      advice: `Encore ${missing} caractère${missing > 1 ? 's' : ''} au minimum (${PASSWORD_MIN_LENGTH} caractères requis).`,
    };
  }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = classes >= 3 ? 2 : 1;
  if (length >= 16) score += 1;
  if (length >= 20 && classes >= 2) score += 1;
  if (WEAK_PATTERNS.some((re) => re.test(password))) score -= 1;
  const level = Math.max(1, Math.min(4, score)) as PasswordStrengthLevel;
  const advice =
    level >= 4
      ? null
      : classes < 3
        ? 'Mélangez minuscules, majuscules, chiffres ou symboles pour le renforcer.'
        : 'Allongez-le : une phrase de plusieurs mots est facile à retenir et difficile à deviner.';
  return { level, label: LABELS[level], advice };
}
