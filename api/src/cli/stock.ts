/**
 * `pnpm --filter @ga/api stock <command>`: ops changes to the stock, sent to the running API's ops
 * endpoints (modules/stock/routes.ts) so that they go through the one change channel — every
 * instance's caches, search index and live pages follow — and work on both databases (an embedded
 * PGlite database opens in one process only).
 *
 *   stock price <id|slug> <euros TTC>   a new price (kept in the history; a drop below the 30-day
 *                                       reference price shows « Baisse de prix » for 14 days)
 *   stock sold <id|slug>                sold: off every list
 *   stock back <id|slug>                back in stock
 *   stock history <id|slug>             the prices of the last 12 months
 *
 * API_URL (default http://127.0.0.1:<API_PORT>) says where the API listens; OPS_TOKEN, when the API has
 * one, is sent as a bearer token (without it the ops endpoints answer only on loopback).
 */
import { readSettings } from '@ga/config';
import { API_KEY_HEADER } from '@ga/contracts';
import { loadConfig } from '../config';

const USAGE = `Usage : pnpm --filter @ga/api stock price <id|slug> <euros> | sold <id|slug> | back <id|slug> | history <id|slug>`;
const euros = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n)} €`;

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const config = loadConfig();
  const base = readSettings('cli').text('API_URL');
  const headers: Record<string, string> = { [API_KEY_HEADER]: config.apiKey };
  if (config.opsToken) headers.authorization = `Bearer ${config.opsToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new Error(`L’API ne répond pas sur ${base} : démarrez-la (pnpm start) ou indiquez API_URL.`);
  }
  const json = (await res.json().catch(() => ({}))) as {
    data?: Record<string, unknown>;
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!res.ok) {
    const details = json.errors ? Object.values(json.errors).flat().join(' ') : '';
    throw new Error(`${json.message ?? `Erreur ${res.status}`}${details ? ` ${details}` : ''}`);
  }
  return json.data ?? {};
}

async function main(): Promise<void> {
  const [command, target, value] = process.argv.slice(2);
  if (!command || !target) throw new Error(USAGE);
  const id = encodeURIComponent(target);
  if (command === 'price') {
    const price = Number(value);
    if (!Number.isInteger(price))
      throw new Error('Indiquez le nouveau prix en euros TTC, un nombre entier (ex. : 18990).');
    const d = await call('POST', `/ops/stock/${id}/price`, { price });
    const drop = d.reference_price
      ? ` — baisse affichée : prix de référence ${euros(d.reference_price as number)}`
      : '';
    console.log(
      `Véhicule ${d.vehicle_id} : ${euros(d.previous_price as number)} → ${euros(d.price as number)}${drop}.`,
    );
  } else if (command === 'sold' || command === 'back') {
    const d = await call('POST', `/ops/stock/${id}/${command}`);
    const state = command === 'sold' ? 'vendu' : 'en stock';
    console.log(`Véhicule ${d.vehicle_id} : ${d.changed ? `désormais ${state}` : `déjà ${state}`}.`);
  } else if (command === 'history') {
    const d = await call('GET', `/api/vehicles/${id}/price-history`);
    for (const p of d.points as { price: number; starts_at: string }[]) {
      console.log(`${new Date(p.starts_at).toLocaleDateString('fr-FR')}  ${euros(p.price)}`);
    }
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
