// The proxy of the multi-instance test: deploy/haproxy.cfg itself (the deployment's file, so the
// test exercises its health checks, retries and redispatch), with the loopback addresses of this
// run in place of the containers' names, and a stats page to count what each server answered.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_INSTANCES, SITE_INSTANCES } from './topology.mjs';

export const DEPLOYED_CONFIG = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'haproxy.cfg');

/**
 * deploy/haproxy.cfg for one machine: `ports.site` / `ports.api` where the proxy listens,
 * `ports.sites` / `ports.apis` the instances' ports (in the order of topology.mjs), `ports.stats`
 * a stats page (/stats;csv). Throws if the deployed file no longer has the lines it replaces.
 */
export function localProxyConfig(deployed, ports) {
  let config = deployed;
  const replace = (pattern, value) => {
    if (!pattern.test(config)) throw new Error(`deploy/haproxy.cfg : ${pattern} introuvable`);
    config = config.replace(pattern, value);
  };
  replace(/^(\s*)bind :8080$/m, `$1bind 127.0.0.1:${ports.site}`);
  replace(/^(\s*)bind :8081$/m, `$1bind 127.0.0.1:${ports.api}`);
  SITE_INSTANCES.forEach((name, i) =>
    replace(new RegExp(`^(\\s*server ${name}) ${name}:\\d+`, 'm'), `$1 127.0.0.1:${ports.sites[i]}`),
  );
  API_INSTANCES.forEach((name, i) =>
    replace(new RegExp(`^(\\s*server ${name}) ${name}:\\d+`, 'm'), `$1 127.0.0.1:${ports.apis[i]}`),
  );
  return `${config.trimEnd()}\n\n# The test's own: what each server answered.\nfrontend stats\n  bind 127.0.0.1:${ports.stats}\n  stats enable\n  stats uri /stats\n`;
}

/** HAProxy's CSV stats as objects (one per frontend, server and backend). */
export function parseStats(csv) {
  const [header, ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

/** Starts Debian's haproxy on `config` (foreground); resolves once the stats page answers. */
export async function startProxy(config, dir, statsPort) {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const log = fs.openSync(path.join(dir, 'haproxy.log'), 'a');
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', log, log] });
  const stats = async () => parseStats(await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text());
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null)
      throw new Error(
        `haproxy s’est arrêté (code ${child.exitCode}) : ${fs.readFileSync(path.join(dir, 'haproxy.log'), 'utf8')}`,
      );
    try {
      await stats();
      return { child, stats };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('haproxy ne répond pas');
}
