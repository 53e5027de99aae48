import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is labelled, forwards the ref and shows errors', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Votre message" name="message" ref={ref} error="Votre message est trop court." />);
    const area = screen.getByLabelText('Votre message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(ref.current).toBe(area);
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Votre message est trop court.');
  });

  it('has no error state by default', () => {
    render(<TextArea label="Commentaire" optional />);
    expect(screen.getByLabelText(/Commentaire/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('(facultatif)')).toBeInTheDocument();
  });
});
