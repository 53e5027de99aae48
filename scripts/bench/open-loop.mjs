// An open-loop load generator: one request every 1/rate second, whatever the answers'
// latency, on a pool of keep-alive sockets large enough that no request waits for one. Latency is
// counted from the moment the request was due, so a slow answer cannot hide the ones queued behind
// it (no coordinated omission).
//
// Why not `autocannon -R`: it sends each second's quota per connection at once, so the server sees
// bursts of `connections` simultaneous requests (measured: 100 req/s over 50 connections on a vehicle
// page, p50 94 ms, against 3 ms evenly spaced) — a burst test, not a rate.
import http from 'node:http';
import { percentile } from './support.mjs';

/**
 * `maxInFlight`: past this many unanswered requests the server is saturated; a request due then is
 * not sent but counted as dropped (an error), so an overloaded run ends on time and does not bury
 * the server under work for the next one.
 */
/**
 * `pickPath()` gives the path of a GET; or `pick()` gives a whole request `{ method, path, headers,
 * body, onReply(status, text) }` (the load bench's writes: their replies are read to count what
 * was acknowledged).
 */
export function openLoop({
  origin,
  headers = {},
  pickPath,
  pick,
  rate,
  duration,
  timeoutMs = 10_000,
  maxSockets = 512,
  maxInFlight: limit = 200,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets, keepAliveMsecs: 1000 });
  const url = new URL(origin);
  const latencies = [];
  // Time to the first byte of each answer (its headers), from when it was due.
  const firstBytes = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let status5xx = 0;
  let bytes = 0;
  let inFlight = 0;
  let dropped = 0;
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let done = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      agent.destroy();
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      firstBytes.sort((a, b) => a - b);
      resolve({
        ttfbP50: percentile(firstBytes, 50),
        ttfbP99: percentile(firstBytes, 99),
        requests: latencies.length,
        seconds,
        rps: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1),
        errors: errors + dropped,
        dropped,
        timeouts,
        non2xx,
        status5xx,
        avgBytes: latencies.length ? bytes / latencies.length : 0,
        maxInFlight,
      });
    };
    let maxInFlight = 0;
    const fire = (due) => {
      if (inFlight >= limit) {
        dropped += 1;
        done += 1;
        return;
      }
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let over = false;
      const settle = () => {
        if (over) return;
        over = true;
        inFlight -= 1;
        done += 1;
        if (sent === total && done >= total) finish();
      };
      const asked = pick ? pick() : { method: 'GET', path: pickPath() };
      const payload = asked.body === undefined ? undefined : Buffer.from(JSON.stringify(asked.body));
      const request = http.request(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          path: asked.path,
          method: asked.method ?? 'GET',
          timeout: timeoutMs,
          headers: {
            ...headers,
            ...asked.headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (response) => {
          if (!over) firstBytes.push(performance.now() - due);
          const chunks = asked.onReply ? [] : null;
          response.on('data', (chunk) => {
            bytes += chunk.length;
            chunks?.push(chunk);
          });
          response.on('end', () => {
            if (!over) latencies.push(performance.now() - due);
            if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
            if (response.statusCode >= 500) status5xx += 1;
            if (!over) asked.onReply?.(response.statusCode, Buffer.concat(chunks ?? []).toString());
            settle();
          });
        },
      );
      request.on('timeout', () => {
        if (over) return;
        timeouts += 1;
        latencies.push(timeoutMs);
        settle();
        request.destroy();
      });
      request.on('error', () => {
        if (over) return;
        errors += 1;
        settle();
      });
      request.end(payload);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * interval <= now) {
        const due = started + sent * interval;
        sent += 1;
        fire(due);
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      else if (done >= total) finish();
    };
    tick();
  });
}
