import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { PasswordField } from '@ga/ui';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The fields every form with a new password has (reset, password change). */
interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

interface Props<T extends NewPasswordValues> {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  errors: FieldErrors<T>;
}

/** « Nouveau mot de passe » with its strength hint, then its confirmation. */
export function NewPasswordFields<T extends NewPasswordValues>({ register, watch, errors }: Props<T>) {
  // The generic form narrows to the two fields this component owns.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const watched = (watch as unknown as UseFormWatch<NewPasswordValues>)('password');
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        error={errs.password?.message}
        strengthHint={<PasswordStrengthMeter password={watched ?? ''} />}
        {...reg('password')}
      />
      <PasswordField
        label="Confirmez le nouveau mot de passe"
        autoComplete="new-password"
        required
        error={errs.password_confirmation?.message}
        {...reg('password_confirmation')}
      />
    </>
  );
}
