import { useState } from 'react';
import { Button, ErrorState, LoadingState, VisuallyHidden } from '@ga/ui';
import { STAFF_ROLE_LABELS } from '@ga/contracts';
import { errorMessage, usePageHead } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { ReservedPage } from '../../../shared/session/reserved-page';
import { StaffFrame } from '../../../shared/session/staff-frame';
import type { StaffMe } from '../../../shared/session/api';
import { useStaffAccountsQuery } from '../api';
import { InviteForm } from '../components/invite-form';
import { ManageAccount } from '../components/manage-account';
import list from '../../../shared/paging/list.module.css';
import styles from '../components/accounts.module.css';

/** /espace-conseiller/comptes (admin): the staff accounts; invite, change a role, disable, reset 2FA. */
export function AccountsPage() {
  usePageHead({
    title: 'Comptes conseillers — Espace conseiller',
    description: 'Les comptes de l’équipe et leurs droits.',
    noindex: true,
  });
  return (
    <StaffFrame>
      {(me) =>
        me.role === 'admin' ? (
          <Accounts me={me} />
        ) : (
          <ReservedPage title="Comptes conseillers" who="aux administrateurs" />
        )
      }
    </StaffFrame>
  );
}

function Accounts({ me }: { me: StaffMe }) {
  const { data, error, isLoading, refetch } = useStaffAccountsQuery();
  const [managed, setManaged] = useState<number | null>(null);
  const account = data?.data.find((a) => a.id === managed);
  return (
    <div className={list.page}>
      <h1 className={list.title}>Comptes conseillers</h1>
      <p className={list.muted}>
        Un rôle ou une double authentification changés ferment les sessions de la personne. Vous ne pouvez pas modifier
        votre propre compte : demandez à un autre administrateur.
      </p>
      <InviteForm />
      {isLoading ? (
        <LoadingState label="Chargement des comptes…" />
      ) : !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <table className={list.table}>
          <caption className={list.caption}>L’équipe</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">E-mail</th>
              <th scope="col">Rôle</th>
              <th scope="col">Double authentification</th>
              <th scope="col">État</th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((a) => (
              <tr key={a.id} data-testid="account-row">
                <td data-label="Nom">{a.full_name}</td>
                <td data-label="E-mail">{a.email}</td>
                <td data-label="Rôle">{STAFF_ROLE_LABELS[a.role]}</td>
                <td data-label="Double authentification">
                  {a.totp_enrolled ? 'Activée' : 'À activer à la prochaine connexion'}
                </td>
                <td data-label="État" className={a.disabled_at ? styles.off : undefined}>
                  {a.disabled_at ? `Désactivé le ${formatDateTime(a.disabled_at)}` : 'Actif'}
                </td>
                <td data-label="Actions">
                  {a.id === me.id ? (
                    'Vous'
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setManaged(a.id)}
                      aria-label={`Gérer le compte de ${a.full_name}`}
                    >
                      Gérer
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {account && <ManageAccount key={account.id} account={account} onClose={() => setManaged(null)} />}
    </div>
  );
}
