/**
 * SIGTERM on a real API process: the readiness check says 503 at once (the load balancer stops
 * sending visitors), liveness still answers, a request already in flight (its body half sent)
 * finishes with a reply, then the process exits 0 and takes no more connections.
 */
import http from 'node:http';
import { startApiProcess, useProcessDatabase } from '../test/api-process';
import { API_KEY } from '../test/test-app';

jest.setTimeout(900_000); // an upper bound for a hang: each step waits for what it needs

const run = useProcessDatabase();

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
};

it('drains on SIGTERM: not ready at once, requests in flight finish, then exit 0', async () => {
  const api = await startApiProcess({ ...run.database.env, SHUTDOWN_DRAIN_SECONDS: '1' });
  run.api = api;
  expect(await get(`${api.url}/health/ready`)).toEqual({ status: 200, body: { ready: true, reason: null } });

  // A request in flight: its headers and half its body are sent, the rest comes after SIGTERM.
  const body = Buffer.from(JSON.stringify({ email: 'avant.arret@exemple.fr', padding: ' '.repeat(2000) }));
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${api.url}/api/newsletter/subscribe`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-api-key': API_KEY },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 1000));
    setTimeout(() => {
      request.end(body.subarray(1000));
    }, 1_500);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));

  const exited = api.stop('SIGTERM');
  // Not ready any more, at once; the process itself still answers (liveness).
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await get(`${api.url}/health/ready`)).toEqual({ status: 503, body: { ready: false, reason: 'draining' } });
  expect((await get(`${api.url}/health`)).status).toBe(200);

  // The request in flight gets its answer (the API's, whatever it says), not a cut connection.
  const answered = await reply;
  expect(answered.status).toBeLessThan(500);
  expect(JSON.parse(answered.body)).toHaveProperty('message');

  expect(await exited).toBe(0);
  await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  run.api = null;
});
