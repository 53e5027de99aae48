import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is a real button of type "button" by default', () => {
    render(<Button>Réserver</Button>);
    const button = screen.getByRole('button', { name: 'Réserver' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('primary');
  });

  it('applies variant, size and full width', () => {
    render(
      <Button variant="outline" size="lg" fullWidth type="submit">
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.className).toEqual(expect.stringContaining('outline'));
    expect(button.className).toEqual(expect.stringContaining('lg'));
    expect(button.className).toEqual(expect.stringContaining('fullWidth'));
  });

  it('calls onClick', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Appeler</Button>);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Connexion
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Connexion' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders icons from the set by name', () => {
    const { container } = render(<Button iconLeft="phone">Être rappelé</Button>);
    expect(container.querySelector('[data-icon="phone"]')).toBeInTheDocument();
  });
});

describe('ButtonLink', () => {
  it('renders a router link with button styles', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/achat" variant="secondary" iconRight="arrow-right">
          Voir le stock
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Voir le stock' });
    expect(link).toHaveAttribute('href', '/achat');
    expect(link.className).toEqual(expect.stringContaining('secondary'));
  });
});
