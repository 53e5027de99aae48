/**
 * Zod without code generation: Zod 4 otherwise probes `new Function('')` when a schema is created,
 * which the site's Content-Security-Policy (no 'unsafe-eval') refuses and reports. It must run
 * before any schema is built: index.ts imports it first.
 */
import { z } from 'zod';

z.config({ jitless: true });
