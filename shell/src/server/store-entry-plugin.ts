// Module Federation runtime plugin of the shell's server build: a remote version's server entry is
// a `file://` path in the release store (`<store>/<app>/<version>/server/remoteEntry.js`). It is
// evaluated in a function of its own, with its real folder as __dirname, so that the remote's
// async-node chunk loading reads its chunks beside it, and every evaluation is a fresh container
// (Node's require cache would hand two shell versions the same one).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import vm from 'node:vm';

export default function storeEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ga-store-entry',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file://')) return undefined;
      const file = remoteInfo.entry.slice('file://'.length);
      const code = fs.readFileSync(file, 'utf8');
      const wrapped = vm.runInThisContext(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: file,
      }) as (...args: unknown[]) => void;
      const module = { exports: {} as Record<string, unknown> };
      wrapped(module.exports, module, createRequire(file), path.dirname(file), file);
      return module.exports as never;
    },
  };
}
