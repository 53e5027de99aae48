// No async boundary (TOOLCHAIN.md trap 5 says why one is usually needed): the shell provides its
// shared singletons eagerly (shared-deps.mjs, issue 12), so they are in this entry and can be used
// at once; the start-up costs one file instead of a chain of chunk requests.
import './bootstrap';
