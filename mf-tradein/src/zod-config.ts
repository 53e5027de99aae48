/**
 * This remote's own Zod (forms, search parameters) without code generation: the site's
 * Content-Security-Policy has no 'unsafe-eval', and Zod 4 otherwise probes `new Function('')` when a
 * schema is created. routes.tsx imports this first, before any module that builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
