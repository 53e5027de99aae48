import { useState, type ReactNode } from 'react';
import { Button, Modal } from '@ga/ui';

interface ConfirmDeleteProps {
  /** Visible label of the button, e.g. « Supprimer ». */
  label: string;
  /** Accessible name of the button, e.g. « Supprimer le devis GA-2026-000123 ». */
  ariaLabel: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Resolves true when done (the modal closes), false to keep it open. */
  onConfirm: () => Promise<boolean>;
}

/** A delete button that asks first, in a modal (« Annuler » / confirm). */
export function ConfirmDelete({ label, ariaLabel, title, children, confirmLabel, onConfirm }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button variant="ghost" size="sm" iconLeft="close" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={title}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Annuler
            </Button>
            <Button variant="danger" onClick={() => void confirm()} loading={busy}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
      </Modal>
    </>
  );
}
