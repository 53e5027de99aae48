import { judgeCanary } from './canary-verdict.mjs';

const rule = { minLoads: 100, ratio: 2, margin: 0.02 };

describe('the canary decider rule', () => {
  it('waits for the minimum sample', () => {
    expect(judgeCanary({ canary: { loads: 10, renderErrors: 10 }, live: { loads: 1000 } }, rule).verdict).toBe('observation');
    // A canary that never loads at all is judged on its failures.
    expect(judgeCanary({ canary: { loadFailures: 100 }, live: { loads: 1000 } }, rule).verdict).toBe('rollback');
  });

  it('rolls back only a canary clearly worse than the live version', () => {
    expect(judgeCanary({ canary: { loads: 200, renderErrors: 3 }, live: { loads: 2000, renderErrors: 20 } }, rule).verdict).toBe('healthy');
    expect(judgeCanary({ canary: { loads: 200, renderErrors: 10 }, live: { loads: 2000, renderErrors: 20 } }, rule).verdict).toBe('rollback');
    // Same rate as a noisy live version: not the canary's fault.
    expect(judgeCanary({ canary: { loads: 200, renderErrors: 40 }, live: { loads: 2000, renderErrors: 400 } }, rule).verdict).toBe('healthy');
    const worse = judgeCanary({ canary: { loads: 180, loadFailures: 20, renderErrors: 30 }, live: { loads: 1000 } }, rule);
    expect(worse).toMatchObject({ verdict: 'rollback', canary: { attempts: 200, errors: 50, rate: 0.25 }, live: { rate: 0 }, limit: 0.02 });
  });
});
