// compose.yaml is not run here (no container runtime in CI): this test holds it to the description of
// the site tier the multi-instance test uses (topology.mjs) — the same servers, commands and
// environment, every variable a setting its server reads — and to the proxy's configuration.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SERVERS } from '../servers.mjs';
import { SETTINGS, parseTrustProxy } from '@ga/config';
import {
  API_INSTANCES,
  COMMANDS,
  READY_PATH,
  RELEASE_DESTINATIONS,
  SITE_INSTANCES,
  apiEnvironment,
  siteEnvironment,
} from './topology.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true });
const services = compose.services;
const haproxy = fs.readFileSync(path.join(ROOT, 'deploy', 'haproxy.cfg'), 'utf8');
/** The environment's names, whatever the values (apiEnvironment / siteEnvironment take them). */
const names = (environment) => Object.keys(environment({})).sort();
/** `${API_KEY:?message}` and `${API_KEY}` name the same value of the deployment's .env. */
const variable = (value) => String(value).replace(/\$\{([A-Z0-9_]+)[^}]*\}/g, '${$1}');
const readBy = (name) => SETTINGS.find((s) => s.name === name)?.readBy ?? [];

describe('compose.yaml, the deployment a team starts from', () => {
  it('runs two APIs and two site servers with the commands of the topology', () => {
    for (const [kind, instances] of [
      ['api', API_INSTANCES],
      ['site', SITE_INSTANCES],
    ]) {
      for (const name of instances) {
        const service = services[name];
        expect(service).toBeDefined();
        expect(service.command).toEqual(COMMANDS[kind].command);
        expect(service.working_dir).toBe(`/srv/glinche/${COMMANDS[kind].dir}`);
        // The compiled entry it names is built from a source of the repository (scripts/servers.mjs).
        const { out, entries } = SERVERS[kind];
        const built = Object.keys(entries).find((name) => `${out}/${name}.js` === COMMANDS[kind].command.at(-1));
        expect(fs.existsSync(path.join(ROOT, COMMANDS[kind].dir, entries[built]))).toBe(true);
        expect(service.healthcheck.test.join(' ')).toContain(READY_PATH);
        expect(service.stop_signal).toBe('SIGTERM');
      }
    }
  });

  it('gives each server the environment of the topology, and only settings that server reads', () => {
    for (const name of API_INSTANCES)
      expect(Object.keys(services[name].environment).sort()).toEqual(names(apiEnvironment));
    for (const name of SITE_INSTANCES)
      expect(Object.keys(services[name].environment).sort()).toEqual(names(siteEnvironment));
    for (const key of names(apiEnvironment)) expect([key, readBy(key).includes('api')]).toEqual([key, true]);
    for (const key of names(siteEnvironment)) expect([key, readBy(key).includes('site')]).toEqual([key, true]);
  });

  it('shares what must be shared: the registry, the object store, the same secrets, Redis, and the proxy trusted; no folder', () => {
    const [api, site] = [services[API_INSTANCES[0]].environment, services[SITE_INSTANCES[0]].environment];
    for (const key of [
      'RELEASE_REGISTRY',
      'API_KEY',
      'OAUTH_CLIENT_SECRET',
      'OPS_TOKEN',
      'BEACON_SECRET',
      'REDIS_URL',
      'SITE_URL',
      'API_PUBLIC_URL',
    ])
      expect([key, variable(site[key])]).toEqual([key, variable(api[key])]);
    // No volume shared between instances: each site server copies the releases it serves from the
    // object store the release command publishes to, with the same settings.
    for (const name of [...API_INSTANCES, ...SITE_INSTANCES]) expect(services[name].volumes ?? []).toEqual([]);
    for (const key of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']) {
      expect([key, variable(site[key])]).toEqual([key, variable(api[key])]);
      expect([key, variable(services.release.environment[key])]).toEqual([key, variable(api[key])]);
    }
    const command = services.release.command;
    expect(command[command.indexOf('--to') + 1]).toBe(RELEASE_DESTINATIONS.public);
    expect(services.release.environment.RELEASE_SERVER_TO).toBe(RELEASE_DESTINATIONS.private);
    // The registry in PostgreSQL, the database every instance already shares: the release command,
    // the deciders and the site servers agree on it without sharing a file system's lock.
    expect(variable(services.release.environment.RELEASE_REGISTRY)).toBe(variable(api.RELEASE_REGISTRY));
    expect(api.RELEASE_REGISTRY).toMatch(/^postgres:\/\//);
    // A value each server accepts at start (hop counts and `true` are refused), the same on both.
    expect(parseTrustProxy(api.TRUST_PROXY, 'TRUST_PROXY')).toEqual(['uniquelocal']);
    expect(site.SITE_TRUST_PROXY).toBe(api.TRUST_PROXY);
    // …so the proxy writes X-Forwarded-For itself: a client's own would name any address.
    for (const frontend of haproxy.split(/\n(?=frontend )/).filter((block) => block.startsWith('frontend ')))
      expect(frontend).toContain('http-request set-header X-Forwarded-For %[src]');
    expect(haproxy).not.toMatch(/option forwardfor/);
    // A secret is never written in the file: it comes from the deployment's .env.
    for (const [key, value] of Object.entries({ ...api, ...site })) {
      if (
        SETTINGS.find((s) => s.name === key)?.secret &&
        !['DATABASE_URL', 'REDIS_URL', 'RELEASE_REGISTRY'].includes(key)
      )
        expect([key, value]).toEqual([key, expect.stringMatching(/^\$\{[A-Z0-9_]+(:\?[^}]+)?\}$/)]);
    }
  });

  it('the proxy balances over every instance, checked on its readiness', () => {
    const backend = (name) =>
      haproxy.split(/\n(?=backend )/).find((block) => block.startsWith(`backend ${name}`)) ?? '';
    expect(backend('sites')).toContain(`option httpchk GET ${READY_PATH}`);
    expect(backend('apis')).toContain(`option httpchk GET ${READY_PATH}`);
    for (const name of SITE_INSTANCES)
      expect(backend('sites')).toMatch(
        new RegExp(`server ${name} ${name}:${services[name].environment.SITE_PORT} check`),
      );
    for (const name of API_INSTANCES)
      expect(backend('apis')).toMatch(
        new RegExp(`server ${name} ${name}:${services[name].environment.API_PORT} check`),
      );
    expect(backend('sites')).toContain('balance roundrobin');
    expect(services.proxy.depends_on.sort()).toEqual([...API_INSTANCES, ...SITE_INSTANCES].sort());
  });
});
