/**
 * TOTP (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits) with otplib, and the enrolment QR code.
 *
 * A code is accepted within ±1 step of the server's clock (a phone a little early or late, a code
 * typed as it turns) and ONCE: the caller stores the step of the last accepted code per account and
 * passes it back as `lastStep`; a code of that step or an earlier one is refused (replay of a code
 * seen over a shoulder, or of the previous code within its window).
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_PERIOD = 30;
const TOLERANCE_SECONDS = TOTP_PERIOD; // ±1 step

export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads (issuer: the brand; label: the staff e-mail). */
export const totpUri = (issuer: string, email: string, secret: string): string =>
  generateURI({ issuer, label: email, secret });

/** The URI drawn as an SVG QR code (no external request: the page shows it inline). */
export const qrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The time step a moment falls in. */
export const stepAt = (epochSeconds: number): number => Math.floor(epochSeconds / TOTP_PERIOD);

/**
 * The step of the accepted code, or null when the code is wrong, outside ±1 step, or of a step at
 * or before `lastStep` (already used).
 */
export async function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  epochSeconds = Date.now() / 1000,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(epochSeconds),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  if (!result.valid) return null;
  // The TOTP result names its step; otherwise it is the current step moved by the matched delta.
  const named = (result as { timeStep?: number }).timeStep;
  return typeof named === 'number' ? named : stepAt(epochSeconds) + ((result as { delta?: number }).delta ?? 0);
}

/** The current code of a secret (the demo accounts' CLI command, tests). */
export const totpCode = (secret: string, epochSeconds = Date.now() / 1000): Promise<string> =>
  generate({ secret, epoch: Math.floor(epochSeconds) });
