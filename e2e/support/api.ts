import { API_KEY, API_URL } from './env';

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
