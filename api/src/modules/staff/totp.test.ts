/**
 * TOTP rules (RFC 6238, 30 s, 6 digits): a code is accepted within ±1 step and once; ±2 steps and
 * a code of an already used (or earlier) step are refused. Time is given to otplib as `epoch`.
 */
import { acceptTotp, newTotpSecret, qrSvg, stepAt, totpCode, totpUri } from './totp';

const secret = newTotpSecret();
const NOW = 1_800_000_015; // 15 s into a step

describe('acceptTotp', () => {
  it('accepts the current code and the codes of the step before and after (±1), refuses ±2', async () => {
    const step = stepAt(NOW);
    for (const offset of [-1, 0, 1]) {
      const code = await totpCode(secret, NOW + offset * 30);
      expect([offset, await acceptTotp(secret, code, null, NOW)]).toEqual([offset, step + offset]);
    }
    for (const offset of [-2, 2]) {
      const code = await totpCode(secret, NOW + offset * 30);
      expect([offset, await acceptTotp(secret, code, null, NOW)]).toEqual([offset, null]);
    }
  });

  it('accepts a code once: the same step or an earlier one is refused after it', async () => {
    const code = await totpCode(secret, NOW);
    const step = await acceptTotp(secret, code, null, NOW);
    expect(step).toBe(stepAt(NOW));
    expect(await acceptTotp(secret, code, step, NOW)).toBeNull();
    expect(await acceptTotp(secret, await totpCode(secret, NOW - 30), step, NOW)).toBeNull();
    // The next step's code is still good.
    expect(await acceptTotp(secret, await totpCode(secret, NOW + 30), step, NOW)).toBe(step! + 1);
  });

  it('refuses anything but 6 digits without throwing, and a wrong code', async () => {
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 456'])
      expect(await acceptTotp(secret, bad, null, NOW)).toBeNull();
    const code = await totpCode(secret, NOW);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await acceptTotp(secret, wrong, null, NOW)).toBeNull();
  });

  it('gives an otpauth:// URI and an SVG QR code', async () => {
    const uri = totpUri('Glinche Automobiles', 'lea@glinche-automobiles.fr', secret);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Glinche%20Automobiles:lea%40glinche-automobiles\.fr\?secret=[A-Z2-7]+/);
    expect(await qrSvg(uri)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
