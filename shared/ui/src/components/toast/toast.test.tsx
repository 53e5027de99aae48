import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ToastItem } from './toast';
import { ToastStack } from './toast-stack';

const items: ToastItem[] = [
  { id: 'a1', action: 'success', message: 'Véhicule ajouté dans vos favoris 😁' },
  { id: 'b2', action: 'info', message: 'Véhicule retiré de vos favoris 😑' },
  { id: 'c3', action: 'warning', message: 'Votre compte utilisateur a bien été supprimé 😢' },
  { id: 'd4', action: 'danger', message: 'Une erreur est survenue 🚨' },
];

function Stateful({ autoHideMs, onDismiss }: { autoHideMs?: number; onDismiss?: (id: string) => void }) {
  const [list, setList] = useState(items.slice(0, 2));
  return (
    <ToastStack
      items={list}
      autoHideMs={autoHideMs}
      onDismiss={(id) => {
        onDismiss?.(id);
        setList((l) => l.filter((i) => i.id !== id));
      }}
    />
  );
}

describe('ToastStack', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lists the notifications of the 4 kinds in a polite live region', () => {
    render(<ToastStack items={items} onDismiss={() => {}} />);
    const region = screen.getByRole('list', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const toasts = within(region).getAllByRole('listitem');
    expect(toasts.map((t) => t.getAttribute('data-action'))).toEqual(['success', 'info', 'warning', 'danger']);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue 🚨');
  });

  it('calls onDismiss with the id when "Fermer" is pressed', () => {
    const onDismiss = jest.fn();
    render(<ToastStack items={items} onDismiss={onDismiss} />);
    const buttons = screen.getAllByRole('button', { name: 'Fermer la notification' });
    fireEvent.click(buttons[1]!);
    expect(onDismiss).toHaveBeenCalledWith('b2');
  });

  it('does not hide by itself without autoHideMs', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<Stateful onDismiss={onDismiss} />);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('hides each toast after autoHideMs', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<Stateful autoHideMs={5000} onDismiss={onDismiss} />);
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledWith('a1');
    expect(onDismiss).toHaveBeenCalledWith('b2');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('pauses auto-hide while hovered and resumes with the time left', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<Stateful autoHideMs={5000} onDismiss={onDismiss} />);
    const first = screen.getByText('Véhicule ajouté dans vos favoris 😁').closest('li')!;
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    fireEvent.mouseEnter(first);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('b2');
    fireEvent.mouseLeave(first);
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenLastCalledWith('a1');
  });

  it('pauses auto-hide while a toast has focus', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<Stateful autoHideMs={2000} onDismiss={onDismiss} />);
    const [button] = screen.getAllByRole('button', { name: 'Fermer la notification' });
    act(() => {
      button!.focus();
    });
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(onDismiss).not.toHaveBeenCalledWith('a1');
    act(() => {
      button!.blur();
    });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(onDismiss).toHaveBeenCalledWith('a1');
  });
});
