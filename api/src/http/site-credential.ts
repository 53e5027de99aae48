/**
 * The site server's credential: BEACON_SECRET, sent in X-Site-Credential by the site server alone
 * (shell/server/api-headers.ts). It lets the site server send beacons (modules/beacons) and keep its
 * own request id in the API's logs and audit rows (logging.ts). Compared in constant time: both
 * sides are hashed to the same length first.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const SITE_CREDENTIAL_HEADER = 'x-site-credential';

export const credentialDigest = (value: string | Buffer) => createHash('sha256').update(value).digest();

/** The header's value as one string (the first when repeated), or undefined. */
export function siteCredentialOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[SITE_CREDENTIAL_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether the headers carry the credential whose digest is `expected` (constant time). */
export function carriesSiteCredential(headers: IncomingHttpHeaders, expected: Buffer): boolean {
  const given = siteCredentialOf(headers);
  return Boolean(given) && timingSafeEqual(credentialDigest(given!), expected);
}
