// The multi-instance test runs the deployment's own proxy file, on the loopback: the lines it
// replaces must stay in deploy/haproxy.cfg, and nothing else of it may change.
import fs from 'node:fs';
import { DEPLOYED_CONFIG, localProxyConfig, parseStats } from './haproxy.mjs';

const deployed = fs.readFileSync(DEPLOYED_CONFIG, 'utf8');
const ports = { site: 18080, api: 18081, stats: 18082, sites: [13001, 13002], apis: [14001, 14002] };

describe('localProxyConfig', () => {
  it('puts the loopback ports in place of the containers and keeps the checks, retries and headers', () => {
    const local = localProxyConfig(deployed, ports);
    expect(local).toContain('bind 127.0.0.1:18080');
    expect(local).toContain('bind 127.0.0.1:18081');
    expect(local).toContain('server site-1 127.0.0.1:13001 check inter 2s fall 1 rise 2');
    expect(local).toContain('server api-2 127.0.0.1:14002 check inter 2s fall 1 rise 2');
    expect(local).not.toMatch(/\b(site|api)-\d:\d+/);
    for (const kept of [
      'option redispatch',
      'retries 1',
      'option httpchk GET /health/ready',
      'http-request set-header X-Forwarded-For %[src]',
    ])
      expect(local).toContain(kept);
    // Only the lines named above differ; the stats page is added at the end.
    const changed = deployed.split('\n').filter((line, i) => local.split('\n')[i] !== line);
    expect(changed).toHaveLength(6);
    expect(local).toMatch(/frontend stats\n {2}bind 127\.0\.0\.1:18082\n {2}stats enable\n {2}stats uri \/stats\n$/);
  });

  it('refuses a deployed file without the lines it replaces', () => {
    expect(() => localProxyConfig(deployed.replace('bind :8081', 'bind :9000'), ports)).toThrow('introuvable');
  });
});

it('reads HAProxy’s CSV stats by column', () => {
  const csv = '# pxname,svname,scur,hrsp_5xx,eresp,\nsites,site-1,0,2,1,\nsites,BACKEND,0,2,1,\n';
  expect(parseStats(csv)[0]).toMatchObject({ pxname: 'sites', svname: 'site-1', hrsp_5xx: '2', eresp: '1' });
});
