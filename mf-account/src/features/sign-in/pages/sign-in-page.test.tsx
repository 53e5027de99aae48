// The return address survives the detour to the sign-up: heart → sign-in → « Créer un compte » →
// back to the vehicle, signed in.
import { screen } from '@testing-library/react';
import { renderWithStore } from '@ga/testing';
import { SignInPage } from './sign-in-page';

it('« Créer un compte » carries the return address', () => {
  renderWithStore(<SignInPage />, { path: '/connexion?redirect=%2Fachat%2Fvehicule%2Fpeugeot-208%2F12' });
  expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/inscription?redirect=%2Fachat%2Fvehicule%2Fpeugeot-208%2F12',
  );
});

it('without one, it is the plain sign-up', () => {
  renderWithStore(<SignInPage />, { path: '/connexion' });
  expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
});
