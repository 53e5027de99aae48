/**
 * Public images drawn by the API: /media/vehicles/{id}/{n}.webp, the 360° frames
 * /media/vehicles/{id}/360/{index}.svg and /media/illustrations/{name}.webp. The photos and
 * illustrations are drawn as SVG and sent as WebP for pages (raster.ts says why); their .svg stays
 * served (the source, and any link already out there).
 */
import { VIEW_360_FRAME_COUNT } from '@ga/contracts';
import type { FastifyReply } from 'fastify';
import client from 'prom-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { illustrationSvg, ILLUSTRATION_NAME } from './illustration-svg';
import { createRasteriser, type Rasteriser } from './raster';
import { turntableSvg } from './turntable-svg';
import { vehicleSvg } from './vehicle-svg';
import { idField } from '../../http/ids';
import { errorSchemas } from '../../http/reply-schemas';
import { publishedVehicleDrawing, vehiclePhotoDrawing } from './queries';

const CACHE = 'public, max-age=86400';
/** What the document says of each image: SVG, or a JSON error (unknown image, malformed name). */
const svgReplies = {
  produces: ['image/svg+xml'],
  response: { 200: z.string().describe('Image SVG'), ...errorSchemas(404, 422) },
};
/** The same, for a picture sent as WebP or SVG after its extension. */
const pictureReplies = {
  produces: ['image/webp', 'image/svg+xml'],
  response: { 200: z.unknown().describe('Image WebP (.webp) ou SVG (.svg)'), ...errorSchemas(404, 422) },
};

/** `name.webp` or `name.svg`: the picture's format, after its extension. */
const formatOf = (file: string): 'webp' | 'svg' => (file.endsWith('.webp') ? 'webp' : 'svg');

async function sendPicture(reply: FastifyReply, raster: Rasteriser, svg: string, format: 'webp' | 'svg') {
  reply.header('Cache-Control', CACHE);
  if (format === 'svg') return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(svg);
  return reply.header('Content-Type', 'image/webp').send(await raster.webp(svg));
}

/** The WebP pictures in the ops metrics: renderings, answers from memory, bytes kept. */
function watchRaster(deps: AppDeps, raster: Rasteriser) {
  new client.Gauge({
    name: 'ga_api_pictures_webp',
    help: 'Images WebP des pages : rendues depuis le démarrage (rendered), servies depuis la mémoire (from_memory), octets gardés (bytes_kept)',
    labelNames: ['figure'] as const,
    registers: [deps.metrics.registry],
    collect() {
      this.set({ figure: 'rendered' }, raster.stats.rendered);
      this.set({ figure: 'from_memory' }, raster.stats.fromMemory);
      this.set({ figure: 'bytes_kept' }, raster.bytesKept);
    },
  });
}

export function mediaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const raster = createRasteriser();
    watchRaster(deps, raster);
    app.get(
      '/media/vehicles/:id/:file',
      {
        schema: {
          tags: ['Images'],
          summary: 'Photo n d’un véhicule, en WebP ou en SVG, ex. /media/vehicles/12/1.webp',
          params: z.object({
            id: idField('Identifiant de véhicule invalide.'),
            file: z.string().regex(/^\d{1,2}\.(webp|svg)$/),
          }),
          ...pictureReplies,
        },
      },
      async (request, reply) => {
        const n = Number.parseInt(request.params.file, 10);
        const row = await vehiclePhotoDrawing(deps.db, request.params.id);
        if (!row || n < 1 || n > row.photo_count) throw notFound('Image introuvable.');
        const svg = vehicleSvg(
          {
            bodyType: row.body,
            colour: row.colour_hex,
            label: `${row.brand} ${row.model} ${row.colour.toLowerCase()}, vue ${n}`,
          },
          n,
        );
        return sendPicture(reply, raster, svg, formatOf(request.params.file));
      },
    );

    app.get(
      '/media/vehicles/:id/360/:file',
      {
        schema: {
          tags: ['Images'],
          summary: `Image (SVG) n de la vue à 360° d’un véhicule publié, de 0 à ${VIEW_360_FRAME_COUNT - 1}, ex. /media/vehicles/12/360/9.svg (90° : face avant) ; véhicule non publié : 404`,
          params: z.object({
            id: idField('Identifiant de véhicule invalide.'),
            file: z.string().regex(/^\d{1,3}\.svg$/),
          }),
          ...svgReplies,
        },
      },
      async (request, reply) => {
        const index = Number.parseInt(request.params.file, 10);
        // Only published vehicles have a 360° view (see publishedVehicleDrawing).
        const row = await publishedVehicleDrawing(deps.db, request.params.id);
        if (!row || index >= VIEW_360_FRAME_COUNT) throw notFound('Image introuvable.');
        const angle = (index * 360) / VIEW_360_FRAME_COUNT;
        const label = `${row.brand} ${row.model} ${row.colour.toLowerCase()}, vue à 360° : ${angle}°`;
        const svg = turntableSvg({ bodyType: row.body, colour: row.colour_hex, label }, index, VIEW_360_FRAME_COUNT);
        return sendPicture(reply, raster, svg, 'svg');
      },
    );

    app.get(
      '/media/illustrations/:file',
      {
        schema: {
          tags: ['Images'],
          summary:
            'Illustration d’une bannière, d’une diapositive ou d’un article, en WebP ou en SVG, ex. /media/illustrations/slide-stock.webp',
          params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.(webp|svg)$/) }),
          ...pictureReplies,
        },
      },
      async (request, reply) => {
        const name = request.params.file.replace(/\.(webp|svg)$/, '');
        if (!ILLUSTRATION_NAME.test(name)) throw notFound('Image introuvable.');
        return sendPicture(reply, raster, illustrationSvg(name), formatOf(request.params.file));
      },
    );
  };
}
