import type { AgendaAppointment } from '@ga/contracts';

/** « de » or « d’ » before a name (« d’Émilie », « d’un collègue »). */
export const deName = (name: string) => (/^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d’${name}` : `de ${name}`);

/** The colleague who follows a restricted appointment's request, or « un collègue ». */
const colleague = (a: Pick<AgendaAppointment, 'followed_by'>) => a.followed_by ?? 'un collègue';

/**
 * Whom an appointment is named by in the agenda: the visitor; or, when the request is a colleague's
 * (`restricted`: the API sends no visitor details), « Rendez-vous de <colleague> ».
 */
export function appointmentTitle(a: Pick<AgendaAppointment, 'restricted' | 'fullname' | 'followed_by'>): string {
  return a.restricted || a.fullname === null ? `Rendez-vous ${deName(colleague(a))}` : a.fullname;
}

/** The end of « Déplacer le rendez-vous … » / « Annuler le rendez-vous … » (accessible names). */
export function appointmentOf(
  a: Pick<AgendaAppointment, 'restricted' | 'fullname' | 'followed_by' | 'reference'>,
): string {
  return a.restricted || a.fullname === null ? `${a.reference} suivi par ${colleague(a)}` : `de ${a.fullname}`;
}
