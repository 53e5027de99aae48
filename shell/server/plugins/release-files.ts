import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MUTABLE_FILES } from '@ga/releases';
import type { SiteServerConfig } from '../config';
import { refreshNow } from '../registry-follower';

/** Where a release keeps its server build (scripts/release/store.mjs SERVER_FOLDER). */
const SERVER_FOLDER = 'server';
/**
 * Any `server` folder, wherever it sits: no browser file has one (builds write chunks, assets/,
 * entry/, tags/); case-folded for a case-insensitive disk.
 */
const inServerFolder = (segments: string[]) => segments.some((segment) => segment.toLowerCase() === SERVER_FOLDER);

/**
 * Which store paths /releases/ serves: files inside a release folder (`/<app>/<version>/…`) or a
 * remote's pool of content-hashed files shared by its versions (`/<app>/<file>`, `/<app>/assets/…`).
 * Refused (404): files at the store root (registry.json and its temporary copies: the public,
 * revalidated registry is /registry.json), dotfiles and dot folders (.sourcemaps/), source maps,
 * a release's server build (`/<app>/<version>/server/…`: Node only, for server rendering), and
 * anything whose real path (symlinks resolved) leaves the store.
 */
function servableFromStore(pathName: string, root: string): boolean {
  const segments = pathName.split('/').filter(Boolean);
  if (segments.length < 2 || segments.some((segment) => segment.startsWith('.')) || pathName.endsWith('.map'))
    return false;
  if (inServerFolder(segments)) return false;
  let realRoot: string;
  let realFile: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    return false;
  }
  try {
    realFile = fs.realpathSync(path.join(root, pathName));
  } catch {
    return true; // nothing there: @fastify/static answers 404
  }
  // A link to a server build is refused like the build itself.
  return realFile.startsWith(realRoot + path.sep) && !inServerFolder(path.relative(realRoot, realFile).split(path.sep));
}

/**
 * The release store under /releases/: immutable versioned folders, cached for a year, except the
 * files that name what is live (MUTABLE_FILES: remote entries…), always revalidated. The same rules
 * as a CDN upload (scripts/release/s3.mjs).
 */
export function registerReleaseFiles(app: FastifyInstance, config: SiteServerConfig): void {
  if (config.releaseRegistry) {
    // Several site servers: a page another one sent may name a version this one has not read or
    // copied yet; it reads the registry (and copies) before answering rather than send a 404.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/releases/')) return;
      let relative: string;
      try {
        relative = decodeURIComponent(request.url.slice('/releases/'.length).split('?')[0]!);
      } catch {
        return;
      }
      if (relative.split('/').some((part) => part === '..' || part.startsWith('.'))) return;
      if (!fs.existsSync(path.join(config.releaseStore, relative))) await refreshNow(config);
    });
  }
  app.register(fastifyStatic, {
    root: config.releaseStore,
    preCompressed: true,
    prefix: '/releases/',
    index: false,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (pathName) => servableFromStore(pathName, config.releaseStore),
    setHeaders(reply, filePath) {
      // filePath is the copy sent: `remoteEntry.js.br` is still the (mutable) remote entry.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', MUTABLE_FILES.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
      reply.header('Access-Control-Allow-Origin', '*');
      // Release files are public and may be loaded from a CDN origin: not helmet's same-origin.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
