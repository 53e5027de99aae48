import { PASSWORD_MIN_LENGTH } from '@ga/contracts';
import { passwordStrength } from '../password-strength';
import styles from './password-strength-meter.module.css';

/** Under a new-password field: four bars and a word (« Faible », « Solide »…), updated as one types. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) {
    return <p className={styles.idle}>{PASSWORD_MIN_LENGTH} caractères minimum. Une courte phrase est idéale.</p>;
  }
  const { level, label, advice } = passwordStrength(password);
  return (
    <div className={styles.meter} data-level={level} data-testid="password-strength">
      <div className={styles.bars} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= level ? styles.on : undefined} />
        ))}
      </div>
      <p className={styles.text}>
        Sécurité du mot de passe : <strong>{label}</strong>
        {advice ? <span className={styles.advice}> {advice}</span> : null}
      </p>
    </div>
  );
}
