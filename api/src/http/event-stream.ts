/**
 * Starts a server-sent events reply (the live streams: /live/stock, /api/staff/stream): the reply
 * is taken over from Fastify, with the headers hooks set (CORS for the site's origin, security
 * headers) and the stream's own; `retry: 3000` asks the browser to reconnect 3 s after a cut.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

export function startEventStream(reply: FastifyReply, comment: string): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: 3000\n: ${comment}\n\n`);
  return raw;
}
