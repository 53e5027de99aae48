import { LoadingState } from '@ga/ui';
import { usePageHead, useSession } from '@ga/core';
import { ProfileForm } from '../features/profile/components/profile-form';
import { PasswordForm } from '../features/profile/components/password-form';
import { DeleteAccount } from '../features/profile/components/delete-account';
import { CallRequestsCard } from '../features/call-requests/components/call-requests-card';
import { PartnerRequestCard } from '../features/partner-requests/components/partner-request-card';
import { EmailStatusCard } from '../features/email-confirmation/components/email-status-card';
import styles from './profile-page.module.css';

// A page of src/pages/: it puts the cards of several features (profile, e-mail confirmation, call-back
// requests, partner request) side by side.

/** /mon-compte (index): profile, password, call-back requests, partner request, account deletion. */
export function ProfilePage() {
  usePageHead({
    title: 'Mon compte',
    description: 'Vos informations personnelles, votre mot de passe et vos préférences.',
    noindex: true,
  });
  const { user } = useSession();
  if (!user) return <LoadingState label="Chargement de votre profil…" />;
  return (
    <div className={styles.grid}>
      <div className={styles.main}>
        <EmailStatusCard user={user} />
        <ProfileForm key={user.id} user={user} />
      </div>
      <div className={styles.side}>
        <CallRequestsCard />
        <PasswordForm />
        <PartnerRequestCard user={user} />
        <DeleteAccount userId={user.id} />
      </div>
    </div>
  );
}
