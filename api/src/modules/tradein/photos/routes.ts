/**
 * /api/user/reprises/{id}/photos: up to TRADEIN_PHOTOS_MAX photos per trade-in request, private to
 * its owner (never under the public /media). Upload: multipart/form-data, one file in `photo`, at
 * most TRADEIN_PHOTO_MAX_MB; JPEG, PNG, WebP or HEIC checked by content (415 otherwise, 413 when
 * too large), kept as an upright JPEG of 1600 px at most without metadata. 30 uploads per user per
 * 10 minutes (resizing costs CPU). A request already full (8 photos) is refused before the body is
 * read. HEIC: structure checked before decoding (heif-structure.ts), decoded in a worker thread
 * stopped after PHOTO_DECODE_TIMEOUT_SECONDS (422); one photo processed at a time, 4 waiting at
 * most, then 503 + Retry-After (photo-decoder.ts).
 */
import multipart from '@fastify/multipart';
import { PHOTO_MESSAGES, TRADEIN_PHOTO_MAX_MB, TRADEIN_PHOTOS_MAX } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import client from 'prom-client';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { authOf } from '../../../http/auth-hook';
import { HttpError, ValidationError } from '../../../http/errors';
import { idField } from '../../../http/ids';
import { consumeAll } from '../../../http/rate-limiter';
import { errorBodySchema, errorSchemas } from '../../../http/reply-schemas';
import { createPhotoDecoder, PhotoBusyError, PhotoTimeoutError } from './photo-decoder';
import { HeifStructureError, processPhoto, sniffPhoto, TooManyPixelsError } from './photo-image';
import { addPhoto, deletePhoto, listPhotos, readPhoto, removeFiles, writableTradein } from './service';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];
const MAX_BYTES = TRADEIN_PHOTO_MAX_MB * 1024 * 1024;
export const photoSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  created_at: z.string(),
  url: z.string(),
});
const invalidId = 'Identifiant invalide.';
const tradeinParams = z.object({ id: idField(invalidId) });
const photoParams = z.object({ id: idField(invalidId), photoId: idField(invalidId) });
/** Seconds a client waits before trying again when photos are queued (503). */
const BUSY_RETRY_SECONDS = 5;

export function tradeinPhotoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);
    await app.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 0, parts: 2 },
      throwFileSizeLimit: true,
    });
    const uploads = deps.limiter('reprise-photos', 30, 600);
    const decoder = createPhotoDecoder({ timeoutMs: deps.config.photoDecodeTimeoutSeconds * 1000 });
    app.addHook('onClose', async () => decoder.close());
    const outcomes = new client.Counter({
      name: 'ga_photo_uploads_total',
      help: 'Photos de reprise envoyées, par issue (acceptée, refusée avant décodage, trop longue, file pleine…)',
      labelNames: ['outcome'] as const,
      registers: [deps.metrics.registry],
    });
    new client.Gauge({
      name: 'ga_photo_decoder_memory_bytes',
      help: 'Mémoire vue par le thread de décodage HEIC après son dernier décodage (rss du processus, external et arrayBuffers de son isolat : la mémoire WASM n’est pas bornée par resourceLimits)',
      labelNames: ['kind'] as const,
      registers: [deps.metrics.registry],
      collect() {
        const memory = decoder.lastMemory;
        if (memory) for (const kind of ['rss', 'external', 'arrayBuffers'] as const) this.set({ kind }, memory[kind]);
      },
    });
    new client.Gauge({
      name: 'ga_photo_queue',
      help: 'Photos en cours de traitement (0 ou 1) et en attente',
      labelNames: ['state'] as const,
      registers: [deps.metrics.registry],
      collect() {
        const { running, waiting } = decoder.load;
        this.set({ state: 'running' }, running);
        this.set({ state: 'waiting' }, waiting);
      },
    });

    app.post(
      '/api/user/reprises/:id/photos',
      {
        schema: {
          tags,
          summary: `Ajoute une photo à une demande de reprise (multipart, champ « photo », ${TRADEIN_PHOTO_MAX_MB} Mo au plus, ${TRADEIN_PHOTOS_MAX} photos par demande)`,
          description:
            'JPEG, PNG, WebP ou HEIC reconnus à leur contenu ; 413 trop lourde (15 Mo, 50 millions de pixels), 415 autre format ou image illisible (structure HEIC vérifiée avant décodage), 422 déjà 8 photos (avant lecture du fichier), envoi incomplet ou image trop longue à traiter, 409 demande close, 503 avec Retry-After quand trop de photos attendent leur traitement.',
          consumes: ['multipart/form-data'],
          security,
          params: tradeinParams,
          response: {
            201: z.object({ data: photoSchema }),
            ...errorSchemas(401, 404, 409, 413, 415, 422, 429),
            503: errorBodySchema.describe(
              `Trop de photos attendent leur traitement : en-tête Retry-After (${BUSY_RETRY_SECONDS} secondes), réessayer ensuite`,
            ),
          },
        },
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        if (!request.isMultipart()) throw new HttpError(415, PHOTO_MESSAGES.type);
        // The owner and the room left first: nobody else's request, nor a full one, costs a decode
        // (checked again on write).
        await writableTradein(deps.db, userId, request.params.id, { room: true });
        await consumeAll([[uploads, String(userId)]]);
        let file;
        try {
          file = await request.file();
        } catch (err) {
          throw uploadError(err);
        }
        if (!file || file.fieldname !== 'photo') throw ValidationError.field('photo', PHOTO_MESSAGES.missing);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (err) {
          throw uploadError(err);
        }
        const kind = sniffPhoto(bytes);
        if (!kind) throw new HttpError(415, PHOTO_MESSAGES.type);
        const photo = await processPhoto(bytes, kind, decoder).catch((err: unknown) => {
          const [outcome, reply] = photoError(err);
          outcomes.inc({ outcome });
          if (outcome === 'timeout')
            request.log.warn({ err, bytes: bytes.length, kind }, 'Photo trop longue à traiter : décodage arrêté');
          throw reply;
        });
        outcomes.inc({ outcome: 'accepted' });
        const data = await addPhoto(deps.db, deps.files, {
          userId,
          tradeinId: request.params.id,
          photo,
          originalName: file.filename || null,
        });
        return reply.code(201).send({ data });
      },
    );

    app.get(
      '/api/user/reprises/:id/photos',
      {
        schema: {
          tags,
          summary: 'Photos d’une demande de reprise de l’utilisateur',
          security,
          params: tradeinParams,
          response: { 200: z.object({ data: z.array(photoSchema) }), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => ({ data: await listPhotos(deps.db, authOf(request).userId, request.params.id) }),
    );

    app.get(
      '/api/user/reprises/:id/photos/:photoId',
      {
        schema: {
          tags,
          summary: 'Une photo (JPEG), à son propriétaire seulement',
          security,
          params: photoParams,
          produces: ['image/jpeg'],
          response: { 200: z.unknown().describe('Image JPEG'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        const data = await readPhoto(
          deps.db,
          deps.files,
          authOf(request).userId,
          request.params.id,
          request.params.photoId,
        );
        return reply
          .type('image/jpeg')
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', 'inline')
          .send(data);
      },
    );

    app.delete(
      '/api/user/reprises/:id/photos/:photoId',
      {
        schema: {
          tags,
          summary: 'Retire une photo de la demande',
          security,
          params: photoParams,
          response: { 204: z.null().describe('Photo retirée'), ...errorSchemas(401, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const key = await deletePhoto(deps.db, authOf(request).userId, request.params.id, request.params.photoId);
        await removeFiles(deps, [key], request.log);
        return reply.code(204).send(null);
      },
    );
  };
}

/** Why a photo was refused (metrics label) and the French reply. */
function photoError(err: unknown): [string, HttpError] {
  if (err instanceof TooManyPixelsError) return ['too_many_pixels', new HttpError(413, PHOTO_MESSAGES.tooManyPixels)];
  if (err instanceof HeifStructureError) return ['bad_structure', new HttpError(415, PHOTO_MESSAGES.unreadable)];
  if (err instanceof PhotoTimeoutError) return ['timeout', ValidationError.field('photo', PHOTO_MESSAGES.tooSlow)];
  if (err instanceof PhotoBusyError) {
    return ['busy', new HttpError(503, PHOTO_MESSAGES.busy, { 'Retry-After': String(BUSY_RETRY_SECONDS) })];
  }
  return ['unreadable', new HttpError(415, PHOTO_MESSAGES.unreadable)];
}

/**
 * Upload errors in French: too large → 413; anything else of the multipart stream (no boundary,
 * a body cut off, extra fields or files) → 422 on `photo`, never a 500.
 */
function uploadError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, PHOTO_MESSAGES.tooLarge);
  if (err instanceof HttpError) return err;
  return ValidationError.field('photo', PHOTO_MESSAGES.missing);
}
