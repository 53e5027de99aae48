import { fireEvent, render, screen } from '@testing-library/react';
import { Notice } from './notice';

describe('Notice', () => {
  it('shows an info status by default', () => {
    render(<Notice title="Livraison offerte">Dans toute la Sarthe.</Notice>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('data-variant', 'info');
    expect(notice).toHaveTextContent('Livraison offerte');
    expect(notice).toHaveTextContent('Dans toute la Sarthe.');
  });

  it('uses role="alert" for danger', () => {
    render(<Notice variant="danger">Une erreur est survenue 🚨</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur : Une erreur est survenue 🚨');
  });

  it('can be dismissed', () => {
    const onDismiss = jest.fn();
    render(
      <Notice variant="success" onDismiss={onDismiss}>
        Vos informations ont été mises à jour 📄
      </Notice>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
