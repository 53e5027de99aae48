/**
 * Tests: a genuine bot-check token, as the widget makes it (challenge from the API, solved with
 * altcha-lib; the test config makes it take a few milliseconds).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { apiHeaders } from './test-app';

export async function solvedBotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/bot-check/challenge', headers: apiHeaders() });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
