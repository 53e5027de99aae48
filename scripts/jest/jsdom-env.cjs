// jsdom lacks TextEncoder, fetch, Request… (docs/toolchain.md trap 8): copy Node's globals in.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData',
      'AbortController', 'AbortSignal', 'ReadableStream', 'TransformStream', 'WritableStream',
      'structuredClone', 'BroadcastChannel', 'Blob',
    ]) {
      if (typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithNodeGlobals;
