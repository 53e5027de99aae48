/**
 * The `z` every schema of the contracts is built with: Zod without code generation. Zod 4
 * otherwise probes `new Function('')` when a schema is created, which the site's
 * Content-Security-Policy (no 'unsafe-eval') refuses and reports. Each schema file imports `z` from
 * here, so the setting runs before any schema in whatever part of the contracts an app bundles;
 * files without schemas (labels, constants) pull no Zod at all.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
