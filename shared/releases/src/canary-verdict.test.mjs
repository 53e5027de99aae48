import { judgeCanary } from './canary-verdict.mjs';

const rule = { minLoads: 100, ratio: 2, margin: 0.02 };

describe('the canary decider rule', () => {
  it('waits for the minimum sample', () => {
    expect(judgeCanary({ canary: { loads: 10, renderErrors: 10 }, live: { loads: 1000 } }, rule).verdict).toBe(
      'observation',
    );
    // A canary that never loads at all is judged on its failures.
    expect(judgeCanary({ canary: { loadFailures: 100 }, live: { loads: 1000 } }, rule).verdict).toBe('rollback');
  });

  it('rolls back only a canary clearly worse than the live version', () => {
    expect(
      judgeCanary({ canary: { loads: 200, renderErrors: 3 }, live: { loads: 2000, renderErrors: 20 } }, rule).verdict,
    ).toBe('healthy');
    expect(
      judgeCanary({ canary: { loads: 200, renderErrors: 10 }, live: { loads: 2000, renderErrors: 20 } }, rule).verdict,
    ).toBe('rollback');
    // Same rate as a noisy live version: not the canary's fault.
    expect(
      judgeCanary({ canary: { loads: 200, renderErrors: 40 }, live: { loads: 2000, renderErrors: 400 } }, rule).verdict,
    ).toBe('healthy');
    const worse = judgeCanary(
      { canary: { loads: 180, loadFailures: 20, renderErrors: 30 }, live: { loads: 1000 } },
      rule,
    );
    expect(worse).toMatchObject({
      verdict: 'rollback',
      canary: { attempts: 200, errors: 50, rate: 0.25 },
      live: { rate: 0 },
      limit: 0.02,
    });
  });
});

describe('the minimum of distinct visitors', () => {
  const strict = { ...rule, minVisitors: 20 };
  it('keeps a canary in observation while too few visitors stand behind its figures, however many events', () => {
    expect(judgeCanary({ canary: { loadFailures: 5000, visitors: 3 }, live: { loads: 1000 } }, strict)).toMatchObject({
      verdict: 'observation',
      visitors: 3,
    });
    expect(judgeCanary({ canary: { loadFailures: 5000 }, live: { loads: 1000 } }, strict).verdict).toBe('observation');
    expect(
      judgeCanary(
        { canary: { loads: 150, loadFailures: 50, visitors: 20 }, live: { loads: 1000, visitors: 400 } },
        strict,
      ).verdict,
    ).toBe('rollback');
    expect(judgeCanary({ canary: { loads: 200, visitors: 20 }, live: { loads: 1000 } }, strict).verdict).toBe(
      'healthy',
    );
  });
});
