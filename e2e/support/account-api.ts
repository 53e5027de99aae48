import { API_KEY, API_URL, OAUTH_CLIENT } from './env';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Key': API_KEY };
const { 'Content-Type': _json, ...WITHOUT_BODY } = HEADERS;

/** A bearer token for the account, from the real API (POST /oauth/token, the site's public client). */
export async function apiToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${API_URL}/oauth/token`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      grant_type: 'password',
      ...OAUTH_CLIENT,
      username: account.email,
      password: account.password,
    }),
  });
  if (!response.ok) throw new Error(`oauth/token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An authenticated call of the real API, e.g. to create an estimate before opening « Mes devis ». */
export async function apiAs<T = unknown>(
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${API_URL}${url}`, {
    method,
    // No Content-Type without a body: the API refuses an empty JSON body (400).
    headers: { ...(body === undefined ? WITHOUT_BODY : HEADERS), Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}
