// What a visitor of one site server gets, read from outside (bench:propagation and the
// multi-instance test, scripts/cluster): a remote's version in /registry.json (per cohort: the
// visitor's `ga_cohort` cookie, when given), the shell's in the script URLs of a page; and how long
// until every server sends a version.

const get = (url, cookie) => fetch(url, { signal: AbortSignal.timeout(2000), headers: cookie ? { cookie } : {} });

/** The version of `remote` a visitor of `origin` (with `cookie`, if any) gets now. */
export async function remoteVersion(origin, remote, cookie) {
  return (await (await get(`${origin}/registry.json`, cookie)).json()).remotes?.[remote]?.version;
}

/** The shell version a visitor of `origin` gets now: the folder of its page's scripts. */
export async function shellVersion(origin, page = '/a-propos') {
  return /\/releases\/shell\/([^/"]+)\//.exec(await (await get(`${origin}${page}`)).text())?.[1];
}

/** The reader of an app's served version: `shell` or a remote. */
export const versionReader = (app) =>
  app === 'shell' ? (origin) => shellVersion(origin) : (origin) => remoteVersion(origin, app);

/**
 * Milliseconds from `since` (a performance.now()) until every origin sends `version`, asked every
 * `pollMs`; Infinity for an origin that still does not after `giveUpMs`.
 */
export async function seenEverywhere(origins, read, version, since, { pollMs = 10, giveUpMs = 10_000 } = {}) {
  const delays = await Promise.all(
    origins.map(async (origin) => {
      for (;;) {
        if ((await read(origin).catch(() => undefined)) === version) return performance.now() - since;
        if (performance.now() - since > giveUpMs) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    }),
  );
  return Math.max(...delays);
}
