import { setTimeout as sleep } from 'node:timers/promises';
import { createRefresher } from './registry-refresher';

/** A read that records when it started and ends when the test says so. */
function reads() {
  const started: number[] = [];
  const ends: Array<() => void> = [];
  const read = () => {
    started.push(performance.now());
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  const endAll = () => ends.splice(0).forEach((end) => end());
  return { started, read, endAll };
}

/** Waits until `done()` holds (2 s at most): no test reads the clock of a loaded machine. */
async function until(done: () => boolean) {
  for (let i = 0; i < 1000 && !done(); i += 1) await sleep(2);
}

describe('the registry reads a request asks for', () => {
  it('a request that arrives during a read waits for a read that starts after it: the one under way may predate a publication', async () => {
    const r = reads();
    const refresher = createRefresher(r.read, 0);
    const poll = refresher.poll();
    const askedAt = performance.now();
    let answered = false;
    const asked = refresher.asked().then(() => (answered = true));
    await sleep(5);
    expect(r.started).toHaveLength(1);
    r.endAll();
    await poll;
    await until(() => r.started.length === 2);
    // The poll has ended, the request is still waiting, for a second read begun after it.
    expect(answered).toBe(false);
    expect(r.started).toHaveLength(2);
    expect(r.started[1]).toBeGreaterThanOrEqual(askedAt);
    r.endAll();
    await asked;
    expect(answered).toBe(true);
  });

  it('a request just after a read is not turned away: it waits for the gap, then gets its own read', async () => {
    const r = reads();
    const refresher = createRefresher(r.read, 40);
    const poll = refresher.poll();
    r.endAll();
    await poll;
    const asked = refresher.asked();
    await until(() => r.started.length === 2);
    expect(r.started).toHaveLength(2);
    expect(r.started[1]! - r.started[0]!).toBeGreaterThanOrEqual(39);
    r.endAll();
    await asked;
  });

  it('many requests share one read, and reads asked by requests start at most once per gap', async () => {
    const r = reads();
    const refresher = createRefresher(r.read, 30);
    // The first request starts a read; the 19 after it arrived once it had begun, so they share the
    // next one, which starts a gap later.
    const asked = Array.from({ length: 20 }, () => refresher.asked());
    await sleep(5);
    expect(r.started).toHaveLength(1);
    r.endAll();
    await asked[0];
    await until(() => r.started.length === 2);
    expect(r.started).toHaveLength(2);
    expect(r.started[1]! - r.started[0]!).toBeGreaterThanOrEqual(29);
    r.endAll();
    await Promise.all(asked);
    expect(r.started).toHaveLength(2);
  });

  it('the poll joins the read under way instead of starting a second one', async () => {
    const r = reads();
    const refresher = createRefresher(r.read, 0);
    const asked = refresher.asked();
    const poll = refresher.poll();
    expect(r.started).toHaveLength(1);
    r.endAll();
    await Promise.all([asked, poll]);
  });
});
