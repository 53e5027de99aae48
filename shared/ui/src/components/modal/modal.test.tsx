import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer mon compte
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Supprimer votre compte ?"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button variant="danger">Supprimer</Button>
          </>
        }
      >
        <p>Cette action est définitive.</p>
      </Modal>
    </>
  );
}

const openModal = () => {
  const opener = screen.getByRole('button', { name: 'Supprimer mon compte' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title, with a "Fermer" button', () => {
    render(<Harness />);
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = openModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the "Fermer" button and on a click outside', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    openModal();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('traps Tab inside the dialog', () => {
    render(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Fermer' });
    const last = screen.getByRole('button', { name: 'Supprimer' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('focuses the first field of the body', () => {
    render(
      <Modal open onClose={() => {}} title="Être rappelé">
        <label htmlFor="tel">Téléphone</label>
        <input id="tel" />
      </Modal>,
    );
    expect(screen.getByLabelText('Téléphone')).toHaveFocus();
  });

  it('locks the page scroll while open', () => {
    render(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
  });
});
