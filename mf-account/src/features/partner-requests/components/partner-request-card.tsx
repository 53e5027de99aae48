import { useId, useState } from 'react';
import { Button, Icon, Modal } from '@ga/ui';
import { PARTNER_REQUEST_MESSAGES, type User } from '@ga/contracts';
import { notify, useAppDispatch } from '@ga/core';
import { PartnerRequestForm } from './partner-request-form';
import cards from '../../../shared/account-area/components/profile-cards.module.css';
import styles from './partner-request.module.css';

export const PARTNER_CARD_TITLE = 'Professionnels : flotte ou partenariat';

/** /mon-compte: the partner / company-fleet request, in a modal (every signed-in user). */
export function PartnerRequestCard({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) setOpen(false);
  };

  return (
    <section
      id="demande-professionnelle"
      className={`${cards.card} ${styles.card}`}
      aria-labelledby="partner-title"
      data-testid="partner-request-card"
    >
      <header className={cards.cardHeader}>
        <h2 id="partner-title" className={cards.cardTitle}>
          {PARTNER_CARD_TITLE}
        </h2>
        <p className={cards.cardText}>
          Équipez les équipes de votre entreprise ou devenez partenaire de la concession : notre équipe commerciale vous
          rappelle sous 48&nbsp;h ouvrées.
        </p>
      </header>
      <ul className={styles.points}>
        <li>
          <Icon name="truck" size={18} /> Flottes de 1 à plusieurs centaines de véhicules, prix HT
        </li>
        <li>
          <Icon name="shield" size={18} /> Un interlocuteur dédié, du devis à la livraison
        </li>
      </ul>
      <Button variant="secondary" className={styles.open} onClick={() => setOpen(true)}>
        Faire une demande
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={PARTNER_CARD_TITLE}
        size="md"
        closeOnOverlayClick={false}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={busy}>
              Annuler
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              Envoyer ma demande
            </Button>
          </>
        }
      >
        <PartnerRequestForm
          id={formId}
          user={user}
          onBusyChange={setBusy}
          onSent={() => {
            setOpen(false);
            dispatch(notify({ action: 'success', message: PARTNER_REQUEST_MESSAGES.created }));
          }}
        />
      </Modal>
    </section>
  );
}
