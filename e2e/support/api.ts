import { API_KEY, API_URL } from './env';
import { linkIn, waitForEmail } from './outbox';

let counter = 0;

/** A fresh personal account, created through the real API (POST /api/register). */
export async function createAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `e2e.${Date.now()}.${counter}@exemple.fr`;
  const password = 'Sarthe-Ecommoy-1966!';
  const body = {
    fullname: 'Camille Martin',
    email,
    password,
    phone: '06 12 34 56 78',
    address: '12 rue de la Gare',
    postal_code: '72220',
    city: 'Écommoy',
    is_comp: false,
    subscribe_newsletter: false,
    ...overrides,
  };
  const response = await fetch(`${API_URL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Key': API_KEY },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return { email, password, fullname: body.fullname as string };
}

/** The token of the confirmation link sent to the account's address (from the e2e outbox). */
export async function confirmationLink(email: string): Promise<string> {
  return linkIn(await waitForEmail(email, /^Confirmez votre (nouvelle )?adresse e-mail/), '/mon-compte/confirmer-email');
}

/** Opens the account's confirmation link through the API, as the page would (a first booking needs it). */
export async function confirmEmail(email: string): Promise<void> {
  const token = new URL(await confirmationLink(email), 'http://site').searchParams.get('token');
  const response = await fetch(`${API_URL}/api/email/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Key': API_KEY },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 200) throw new Error(`email/confirm: ${response.status} ${await response.text()}`);
}

/** A fresh account whose e-mail address is already confirmed (it may book at once). */
export async function createVerifiedAccount(overrides: Record<string, unknown> = {}) {
  const account = await createAccount(overrides);
  await confirmEmail(account.email);
  return account;
}
