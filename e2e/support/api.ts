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
  return linkIn(
    await waitForEmail(email, /^Confirmez votre (nouvelle )?adresse e-mail/),
    '/mon-compte/confirmer-email',
  );
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

async function publicGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { headers: { Accept: 'application/json', 'X-Api-Key': API_KEY } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The `data` of a public API reply (tests pick their ids and slugs through the API). */
export const apiData = async <T>(path: string): Promise<T> => (await publicGet<{ data: T }>(path)).data;

/**
 * A vehicle nobody holds, picked at random among the newest free ones through the API (not a fixed
 * id): a retried test gets another one, whatever its first try left behind.
 */
export async function freeVehicle(query = 'sort=newest'): Promise<{ id: number; slug: string; path: string }> {
  const list = await publicGet<{ data: { id: number; slug: string; is_reserved: boolean }[] }>(
    `/api/vehicles?per_page=48&${query}`,
  );
  const free = list.data.filter((v) => !v.is_reserved);
  if (free.length === 0) throw new Error(`aucun véhicule libre pour ${query}`);
  const pick = free[Math.floor(Math.random() * free.length)]!;
  return { id: pick.id, slug: pick.slug, path: `/achat/vehicule/${pick.slug}/${pick.id}` };
}

/** A département and one of its delivery types, read through the API. */
export async function deliveryChoice(code = '72'): Promise<{ department_id: number; delivery_type_id: number }> {
  const departments = await publicGet<{ data: { id: number; code: string }[] }>('/api/departments');
  const department = departments.data.find((d) => d.code === code)!;
  const types = await publicGet<{ data: { id: number }[] }>(`/api/delivery-types/departments/${department.id}`);
  return { department_id: department.id, delivery_type_id: types.data[0]!.id };
}
