// Small helpers shared by the bench scripts.
import net from 'node:net';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Nearest-rank percentile of a sorted array. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The PostgreSQL server the benches create their private database on: BENCH_DATABASE_URL, on the
 * loopback only (a bench never loads another machine); and the URL of that private database.
 */
export function benchDatabase(prefix) {
  const base = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  if (base.hostname === 'localhost') base.hostname = '127.0.0.1';
  if (base.hostname !== '127.0.0.1') {
    console.error(`BENCH_DATABASE_URL doit viser 127.0.0.1 (reçu : ${base.hostname}).`);
    process.exit(2);
  }
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { base, name, url };
}
