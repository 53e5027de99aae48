// pnpm start's supervisor: a crashed server comes back after a growing delay; a loop of crashes
// gives up (and pnpm start then exits non-zero); a child we stop is not started again.
import { spawn } from 'node:child_process';
import { restartDelay, supervise } from './supervisor.mjs';

describe('restartDelay', () => {
  it('doubles with each recent crash, up to a ceiling, and gives up past the limit in the window', () => {
    const policy = { limit: 5, windowMs: 60_000, firstDelayMs: 500, maxDelayMs: 3000 };
    expect(restartDelay([], 1000, policy)).toBe(500);
    expect(restartDelay([0], 1000, policy)).toBe(1000);
    expect(restartDelay([0, 100], 1000, policy)).toBe(2000);
    expect(restartDelay([0, 100, 200], 1000, policy)).toBe(3000);
    expect(restartDelay([0, 100, 200, 300], 1000, policy)).toBeNull();
    // Old crashes no longer count.
    expect(restartDelay([0, 100, 200, 300], 120_000, policy)).toBe(500);
  });
});

/** A child that lives `ms` then exits with `code`. */
const child = (ms, code) =>
  spawn(process.execPath, ['-e', `setTimeout(() => process.exit(${code}), ${ms})`], { stdio: 'ignore' });
const until = async (check, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('délai dépassé');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('supervise', () => {
  it('starts a crashed child again and logs why', async () => {
    const logs = [];
    let starts = 0;
    const handle = supervise('api', () => ((starts += 1) === 1 ? child(10, 3) : child(60_000, 0)), {
      log: (m) => logs.push(m),
      policy: { firstDelayMs: 10 },
    });
    await until(() => starts === 2);
    expect(handle.restarts).toBe(1);
    expect(logs).toEqual(['[api] arrêté (code 3) : redémarrage dans 10 ms.']);
    handle.stop();
    handle.child.stopping = true;
    handle.child.kill('SIGKILL');
  });

  it('a child killed by a signal counts as a crash (kill -9)', async () => {
    let starts = 0;
    const logs = [];
    const handle = supervise(
      'site',
      () => {
        starts += 1;
        return child(60_000, 0);
      },
      { log: (m) => logs.push(m), policy: { firstDelayMs: 10 } },
    );
    handle.child.kill('SIGKILL');
    await until(() => starts === 2);
    expect(logs[0]).toMatch(/signal SIGKILL/);
    handle.stop();
    handle.child.stopping = true;
    handle.child.kill('SIGKILL');
  });

  it('gives up on a loop of crashes, once', async () => {
    const gaveUp = [];
    let starts = 0;
    supervise(
      'api',
      () => {
        starts += 1;
        return child(5, 1);
      },
      { log: () => {}, onGiveUp: (name) => gaveUp.push(name), policy: { firstDelayMs: 5, limit: 3 } },
    );
    await until(() => gaveUp.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect([starts, gaveUp]).toEqual([3, ['api']]);
  });

  it('a child we stop is not started again', async () => {
    let starts = 0;
    const handle = supervise(
      'api',
      () => {
        starts += 1;
        return child(60_000, 0);
      },
      { log: () => {} },
    );
    handle.stop();
    handle.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    expect(starts).toBe(1);
  });
});
