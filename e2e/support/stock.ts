import { API_URL } from './env';

/**
 * What `pnpm --filter @ga/api stock …` does, from the tests: the API's ops endpoints, open to this
 * machine's loopback only. The reply comes once the API applied the change (caches, search index).
 */
export async function stock<T = Record<string, unknown>>(
  id: number,
  action: 'price' | 'sold' | 'back',
  body?: { price: number },
): Promise<T> {
  const response = await fetch(`${API_URL}/ops/stock/${id}/${action}`, {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`ops/stock/${id}/${action}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}
