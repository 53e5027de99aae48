/**
 * A trade-in as staff see it (GET /api/staff/reprises/{id}): the visitor's answers and contact,
 * the photos (served full size to staff only), the instant valuation and its lines, every offer
 * made, and the owner's « expertise » appointments (the completed ones can back a firm offer).
 * Opening it is written to the audit log (personal data), like opening an inbox request.
 */
import { PHOTO_MESSAGES, TRADEIN_MESSAGES } from '@ga/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { iso } from '../../../db/iso';
import { notFound } from '../../../http/errors';
import { audit, type RequestMeta } from '../../staff/audit';
import { INBOX_RECORD, visibleRequest } from '../../staff/inbox-service';
import type { StaffContext } from '../../staff/staff-hook';
import { tradeinPhotoRows } from '../photos/queries';
import { photoSchema } from '../photos/routes';
import { tradeinOfferSchema, tradeinSchema } from '../requests/schemas';
import { toTradein } from '../requests/service';
import { damageAreaOptions, equipmentOptions } from '../reference';
import { offersOf, ownerExpertises, tradeinWithOwner } from './queries';
import { visitorOffers, withExpertises } from './service';

export const staffTradeinSchema = z.object({
  data: z.object({
    inbox_id: z.string(),
    reprise: tradeinSchema,
    owner: z.object({ fullname: z.string(), email: z.string(), phone: z.string() }),
    labels: z
      .object({ equipments: z.array(z.string()), damages: z.array(z.string()) })
      .describe('Les équipements et dommages déclarés, en toutes lettres'),
    photos: z.array(photoSchema).describe('Photos en taille réelle, servies aux conseillers seulement'),
    offers: z.array(tradeinOfferSchema).describe('Toutes les offres, de la plus récente à la plus ancienne'),
    expertises: z.array(
      z.object({ id: z.number().int(), reference: z.string(), starts_at: z.string(), completed: z.boolean() }),
    ),
  }),
});

export async function staffTradein(deps: AppDeps, staff: StaffContext, id: number, meta: RequestMeta) {
  const inboxId = await visibleRequest(deps.db, staff, 'reprise', id, TRADEIN_MESSAGES.notFound);
  const found = await tradeinWithOwner(deps.db, id);
  if (!found) throw notFound(TRADEIN_MESSAGES.notFound);
  const { row, owner } = found;
  await audit(deps.db, meta, { actor: staff, action: 'reprise.viewed', record: { type: INBOX_RECORD, id: inboxId } });
  const [latest, photos, offers, expertises] = await Promise.all([
    visitorOffers(deps.db, [id]),
    tradeinPhotoRows(deps.db, id),
    offersOf(deps.db, id).then((rows) => withExpertises(deps.db, rows)),
    ownerExpertises(deps.db, { userId: row.user_id, email: owner.email }),
  ]);
  const now = Date.now();
  return {
    inbox_id: inboxId,
    reprise: toTradein(row, latest.get(id) ?? null),
    owner,
    labels: answerLabels(row.equipments, row.damages),
    photos: photos.map((p) => ({
      id: p.id,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      created_at: iso(p.created_at),
      url: `/api/staff/reprises/${id}/photos/${p.id}`,
    })),
    offers,
    expertises: expertises.map((a) => ({
      id: a.id,
      reference: a.reference,
      starts_at: iso(a.starts_at),
      completed: a.ends_at.getTime() <= now,
    })),
  };
}

/** The equipment and damages the visitor ticked, as the form showed them (« GPS / navigation intégrée », « Pare-chocs avant : Rayure – légère »). */
function answerLabels(equipments: string[], damages: { area: string; kind: string }[]) {
  const equipment = new Map(equipmentOptions().map((o) => [o.value, o.label]));
  const areas = new Map(damageAreaOptions().map((a) => [a.value, a]));
  return {
    equipments: equipments.map((slug) => equipment.get(slug) ?? slug),
    damages: damages.map((d) => {
      const area = areas.get(d.area);
      return `${area?.label ?? d.area} : ${area?.kinds.find((k) => k.value === d.kind)?.label ?? d.kind}`;
    }),
  };
}

/** A photo of a trade-in this person may see, full size. */
export async function staffPhoto(
  deps: AppDeps,
  staff: StaffContext,
  tradeinId: number,
  photoId: number,
): Promise<Buffer> {
  await visibleRequest(deps.db, staff, 'reprise', tradeinId, TRADEIN_MESSAGES.notFound);
  const row = (await tradeinPhotoRows(deps.db, tradeinId)).find((p) => p.id === photoId);
  const data = row ? await deps.files.get(row.storage_key) : null;
  if (!data) throw notFound(PHOTO_MESSAGES.notFound);
  return data;
}
