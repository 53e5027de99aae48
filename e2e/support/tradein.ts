import { apiAs } from './account-api';
import { API_KEY, API_URL } from './env';

const publicCall = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Api-Key': API_KEY,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/**
 * A trade-in request made through the real API, as the form sends it: a Renault Clio of a year the
 * trade-in reference knows, the first version of that year; with its instant estimate.
 */
export async function createTradeIn(token: string): Promise<{ id: number; estimate_value: number }> {
  const years = (await publicCall<{ data: { value: number }[] }>('GET', '/api/reprise/years/renault/clio')).data.map(
    (o) => o.value,
  );
  const year = years.includes(2020) ? 2020 : years[0]!;
  const [finish] = (
    await publicCall<{ data: { value: number }[] }>('POST', '/api/reprise/finishes', {
      brand: 'renault',
      carmodel: 'clio',
      year,
    })
  ).data;
  const reply = await apiAs<{ data: { id: number; estimate_value: number } }>(
    token,
    'POST',
    '/api/user/reprises/store',
    {
      version_id: finish!.value,
      year,
      month: 3,
      plate: 'gh-482-tk',
      mileage: 52_000,
      colour: 'Gris foncé',
      equipments: [],
      damages: [],
      first_hand: true,
      service_history: true,
      comment: null,
    },
  );
  if (reply.status !== 201) throw new Error(`reprises/store: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json.data;
}
