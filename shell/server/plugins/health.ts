import type { FastifyInstance } from 'fastify';

/** GET /health: the process answers (what `pnpm start` waits for, scripts/processes.mjs). */
export function registerHealth(app: FastifyInstance): void {
  app.get('/health', async () => ({ status: 'ok' }));
}
