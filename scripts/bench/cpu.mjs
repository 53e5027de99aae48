// CPU accounting of a bench from /proc (Linux): the API process, the PostgreSQL backends serving
// the bench's database, the load generator itself and the whole machine; elsewhere the figures
// are « n/d ». And the machine's CPU index, the one Lighthouse prints (cpuIndex).
import fs from 'node:fs';
import { benchSettings, median } from './support.mjs';

const HZ = 100; // USER_HZ, 100 on every Linux build
export const hasProc = fs.existsSync('/proc/stat');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds used so far by process `pid`, or null. */
export function procCpuSeconds(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / HZ;
  } catch {
    return null;
  }
}

/** CPU seconds of the PostgreSQL backends serving database `dbName` (other sessions excluded). */
async function postgresCpu(monitor, dbName) {
  const out = new Map();
  if (!hasProc) return out;
  const { rows } = await monitor.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [dbName],
  );
  for (const { pid } of rows) {
    const cpu = procCpuSeconds(pid);
    if (cpu !== null) out.set(pid, cpu);
  }
  return out;
}

function machineCpu() {
  if (!hasProc) return null;
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user)
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = f[3] + (f[4] ?? 0);
  return { busy: (total - idle) / HZ, total: total / HZ, irq: ((f[5] ?? 0) + (f[6] ?? 0)) / HZ };
}

/** Share (0–1) of the machine's CPU busy over the next `ms` milliseconds, or null without /proc. */
export async function machineBusyShare(ms) {
  const a = machineCpu();
  await sleep(ms);
  const b = machineCpu();
  return a && b ? (b.busy - a.busy) / Math.max(0.01, b.total - a.total) : null;
}

/** What has been used so far: take one before and one after a run, then cpuDiff(before, after). */
export async function cpuSnapshot(monitor, dbName, serverPid) {
  const pgCpu = await postgresCpu(monitor, dbName);
  return {
    server: hasProc ? procCpuSeconds(serverPid) : null,
    pg: pgCpu,
    self: process.cpuUsage(),
    machine: machineCpu(),
  };
}

export function cpuDiff(a, b) {
  let pgCpu = null;
  if (b.pg.size) {
    pgCpu = 0;
    for (const [pid, cpu] of b.pg) pgCpu += cpu - (a.pg.get(pid) ?? 0);
  }
  const self = process.cpuUsage(a.self);
  const server = a.server === null || b.server === null ? null : b.server - a.server;
  const loadgen = (self.user + self.system) / 1e6;
  const machineBusy = a.machine && b.machine ? b.machine.busy - a.machine.busy : null;
  const irq = a.machine && b.machine ? b.machine.irq - a.machine.irq : null;
  return {
    server,
    pg: pgCpu,
    loadgen,
    machineBusy,
    // Kernel interrupts (loopback TCP is mostly softirq), not charged to any process.
    irq,
    // Whatever else ran on the machine meanwhile (other processes, PostgreSQL's background workers).
    others:
      machineBusy === null || server === null || pgCpu === null
        ? null
        : Math.max(0, machineBusy - irq - server - pgCpu - loadgen),
  };
}

/**
 * Waits until the API has worked through the requests the load generator left behind (the handlers
 * and their SQL keep running after the sockets close): no active query on database `dbName` and the
 * API process idle, three checks in a row. Returns the seconds waited.
 */
export async function drain(monitor, dbName, serverPid, { maxMs = 60_000, log = console.log } = {}) {
  const started = performance.now();
  let quiet = 0;
  let prev = procCpuSeconds(serverPid);
  while (performance.now() - started < maxMs) {
    await sleep(250);
    const { rows } = await monitor.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()",
      [dbName],
    );
    const now = procCpuSeconds(serverPid);
    const apiIdle = now === null || prev === null || now - prev <= 0.05; // ≤ 20 % of a core over 250 ms
    prev = now;
    quiet = rows[0].n === 0 && apiIdle ? quiet + 1 : 0;
    if (quiet >= 3) return (performance.now() - started) / 1000;
  }
  log(`    (l’API n’est pas revenue au repos en ${maxMs / 1000} s ; mesure suivante lancée quand même)`);
  return maxMs / 1000;
}

/** Waits (at most maxMs) for the machine to be mostly idle, so that other work does not skew a measured run. */
export async function machineQuiet({ maxMs = 60_000, log = console.log } = {}) {
  if (!hasProc) return;
  const started = performance.now();
  let prev = machineCpu();
  while (performance.now() - started < maxMs) {
    await sleep(1000);
    const now = machineCpu();
    if ((now.busy - prev.busy) / Math.max(0.01, now.total - prev.total) < 0.2) return;
    prev = now;
  }
  log(`    (d’autres processus occupent la machine depuis ${maxMs / 1000} s : mesure lancée quand même)`);
}

/**
 * This machine's CPU index: Lighthouse's benchmark index (higher: faster), its own function
 * (`computeBenchmarkIndex`, about 1 s) run as Lighthouse runs it, in a page of Debian's Chromium
 * (CHROMIUM_PATH); the median of three. The figure `bench:pages` reads in its Lighthouse reports,
 * so every bench's figures say how fast a core it ran on. Null when the browser cannot be started
 * (the same function in Node gives other values: not comparable).
 */
export async function cpuIndex({ runs = 3 } = {}) {
  let browser;
  try {
    const { chromium } = await import('playwright-core');
    const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
    browser = await chromium.launch({ executablePath: benchSettings.text('CHROMIUM_PATH'), args: ['--no-sandbox'] });
    const page = await browser.newPage();
    const values = [];
    for (let i = 0; i < runs; i += 1) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    return median(values);
  } catch {
    return null;
  } finally {
    await browser?.close();
  }
}
