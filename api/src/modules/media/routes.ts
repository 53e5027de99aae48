/**
 * Public images drawn by the API: /media/vehicles/{id}/{n}.svg, the 360° frames
 * /media/vehicles/{id}/360/{index}.svg and /media/illustrations/{name}.svg.
 */
import { VIEW_360_FRAME_COUNT } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { illustrationSvg, ILLUSTRATION_NAME } from './illustration-svg';
import { turntableSvg } from './turntable-svg';
import { vehicleSvg } from './vehicle-svg';
import { idField } from '../../http/ids';
import { errorSchemas } from '../../http/reply-schemas';
import { publishedVehicleDrawing, vehiclePhotoDrawing } from './queries';

const CACHE = 'public, max-age=86400';
/** What the document says of each image: SVG, or a JSON error (unknown image, malformed name). */
const svgReplies = { produces: ['image/svg+xml'], response: { 200: z.string().describe('Image SVG'), ...errorSchemas(404, 422) } };

export function mediaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/media/vehicles/:id/:file', {
      schema: {
        tags: ['Images'],
        summary: 'Photo (SVG) n d’un véhicule, ex. /media/vehicles/12/1.svg',
        params: z.object({ id: idField('Identifiant de véhicule invalide.'), file: z.string().regex(/^\d{1,2}\.svg$/) }),
        ...svgReplies,
      },
    }, async (request, reply) => {
      const n = Number.parseInt(request.params.file, 10);
      const row = await vehiclePhotoDrawing(deps.db, request.params.id);
      if (!row || n < 1 || n > row.photo_count) throw notFound('Image introuvable.');
      const svg = vehicleSvg({ bodyType: row.body, colour: row.colour_hex, label: `${row.brand} ${row.model} ${row.colour.toLowerCase()}, vue ${n}` }, n);
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', CACHE).send(svg);
    });

    app.get('/media/vehicles/:id/360/:file', {
      schema: {
        tags: ['Images'],
        summary: `Image (SVG) n de la vue à 360° d’un véhicule publié, de 0 à ${VIEW_360_FRAME_COUNT - 1}, ex. /media/vehicles/12/360/9.svg (90° : face avant) ; véhicule non publié : 404`,
        params: z.object({ id: idField('Identifiant de véhicule invalide.'), file: z.string().regex(/^\d{1,3}\.svg$/) }),
        ...svgReplies,
      },
    }, async (request, reply) => {
      const index = Number.parseInt(request.params.file, 10);
      // Only published vehicles have a 360° view (see publishedVehicleDrawing).
      const row = await publishedVehicleDrawing(deps.db, request.params.id);
      if (!row || index >= VIEW_360_FRAME_COUNT) throw notFound('Image introuvable.');
      const angle = (index * 360) / VIEW_360_FRAME_COUNT;
      const label = `${row.brand} ${row.model} ${row.colour.toLowerCase()}, vue à 360° : ${angle}°`;
      const svg = turntableSvg({ bodyType: row.body, colour: row.colour_hex, label }, index, VIEW_360_FRAME_COUNT);
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', CACHE).send(svg);
    });

    app.get('/media/illustrations/:file', {
      schema: {
        tags: ['Images'],
        summary: 'Illustration (SVG) d’une bannière, d’une diapositive ou d’un article',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
        ...svgReplies,
      },
    }, async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      if (!ILLUSTRATION_NAME.test(name)) throw notFound('Image introuvable.');
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', CACHE).send(illustrationSvg(name));
    });
  };
}
