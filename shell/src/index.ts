// Async boundary (TOOLCHAIN.md trap 5): shared singletons are negotiated before any React code runs.
import('./bootstrap');
