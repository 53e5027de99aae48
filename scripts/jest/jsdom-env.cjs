// jsdom lacks TextEncoder, fetch, Request… (docs/toolchain.md trap 8): copy Node's globals in.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'TextEncoder',
      'TextDecoder',
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TransformStream',
      'WritableStream',
      'structuredClone',
      'BroadcastChannel',
      'Blob',
    ]) {
      if (typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
    g.FormData = formDataFromForms(globalThis.FormData);
  }
}
/**
 * Node's FormData (what fetch and Request need) cannot read a <form>: React 19 builds one from the
 * form whenever a submit starts a transition (a navigation), and would throw. This one reads the
 * form's named, enabled controls as the browser does (boxes only when ticked), then the submitter.
 */
function formDataFromForms(NodeFormData) {
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (!form || !form.elements) return;
      for (const control of Array.from(form.elements)) {
        if (!control.name || control.disabled || !['INPUT', 'SELECT', 'TEXTAREA'].includes(control.tagName)) continue;
        if (['checkbox', 'radio'].includes(control.type) && !control.checked) continue;
        if (['submit', 'button', 'file', 'image', 'reset'].includes(control.type)) continue;
        this.append(control.name, control.value);
      }
      if (submitter && submitter.name) this.append(submitter.name, submitter.value);
    }
  };
}

module.exports = JsdomWithNodeGlobals;
