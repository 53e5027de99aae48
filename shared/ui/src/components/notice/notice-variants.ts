import type { IconName } from '../icon/icon-paths';

/** The four notification kinds of docs/spec-notes.md §3 ("action" of a notification). */
export type NoticeVariant = 'success' | 'info' | 'warning' | 'danger';

export const noticeIcons: Record<NoticeVariant, IconName> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
};

/** Screen-reader prefix of each kind. */
export const noticeLabels: Record<NoticeVariant, string> = {
  success: 'Succès',
  info: 'Information',
  warning: 'Attention',
  danger: 'Erreur',
};
