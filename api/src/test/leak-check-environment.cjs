// The API tests' environment: Node's, plus a check that each test file leaves nothing running that
// would keep its worker alive (a timer not cleared, a socket or a server not closed, a child process
// or a worker thread not stopped). Jest would only say, at the very end, that « a worker process has
// failed to exit gracefully », without saying which file; this fails the file itself and names what
// it left. process.getActiveResourcesInfo() lists exactly what keeps the event loop alive (unref'd
// timers and handles are not in it), so a leak is what is there at teardown and was not at setup.
const { TestEnvironment } = require('jest-environment-node');

/** How long a file's resources may take to close after its last afterAll (sockets end, children exit). */
const GRACE_MS = 3000;

function extra(now, before) {
  const left = [...now];
  for (const type of before) {
    const i = left.indexOf(type);
    if (i !== -1) left.splice(i, 1);
  }
  return left;
}

/** Where the sockets still open lead (5432: PostgreSQL, 6379: Redis…), to tell whose they are. */
function describeSockets() {
  const peers = {};
  for (const handle of process._getActiveHandles?.() ?? []) {
    if (!handle || typeof handle.remotePort !== 'number') continue;
    const peer = `${handle.remoteAddress}:${handle.remotePort}${handle.destroyed ? ' (détruite)' : ''}`;
    peers[peer] = (peers[peer] ?? 0) + 1;
  }
  const list = Object.entries(peers).map(([peer, n]) => `${peer} × ${n}`);
  return list.length ? ` ; sockets vers ${list.join(', ')}` : '';
}

class LeakCheckEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async setup() {
    await super.setup();
    // The worker's own standard streams are made on first use (a warning printed by a library, a
    // write to stdout): made now, they are part of the baseline, not a leak of the file that first
    // happened to print.
    void process.stdout;
    void process.stderr;
    this.before = process.getActiveResourcesInfo();
  }

  async teardown() {
    const deadline = Date.now() + GRACE_MS;
    let left = extra(process.getActiveResourcesInfo(), this.before);
    while (left.length && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 25).unref());
      left = extra(process.getActiveResourcesInfo(), this.before);
    }
    await super.teardown();
    if (left.length) {
      const counts = {};
      for (const type of left) counts[type] = (counts[type] ?? 0) + 1;
      throw new Error(
        `Ressources laissées ouvertes par ${this.testPath} : ${Object.entries(counts)
          .map(([t, n]) => `${t} × ${n}`)
          .join(
            ', ',
          )}${describeSockets()} (un minuteur, une connexion, un serveur, un processus ou un worker non fermé).`,
      );
    }
  }
}

module.exports = LeakCheckEnvironment;
