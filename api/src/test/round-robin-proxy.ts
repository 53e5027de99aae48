/**
 * A reverse proxy for the multi-instance tests: each request goes to the next API instance in turn
 * (round robin), with X-Forwarded-For set to the client's address as a real proxy does. Which
 * instance answered is given back in `x-test-upstream` (0, 1…).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<Proxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, { ...reply.headers, 'x-test-upstream': String(index) });
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Instance injoignable.' }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
