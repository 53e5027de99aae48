/**
 * Photos chosen before the request exists wait in this browser (IndexedDB through idb-keyval: a
 * photo is too big for localStorage), listed in the form's draft by id. They are uploaded once the
 * request is stored, then forgotten here.
 */
import { createStore, del, get, set } from 'idb-keyval';
import { VISITOR_STORAGE } from '@ga/core';
import { TRADEIN_PHOTO_MAX_MB, PHOTO_MESSAGES } from '@ga/contracts';

export interface PhotoDraft {
  id: string;
  name: string;
  size: number;
  type: string;
}

// A database of their own, so that signing out can delete them all (@ga/core clearVisitorData).
let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore(VISITOR_STORAGE.tradeinPhotosDb, 'photos'));
const key = (id: string) => `photo:${id}`;

export async function keepPhoto(file: File): Promise<PhotoDraft> {
  const id = crypto.randomUUID();
  await set(key(id), file, store());
  return { id, name: file.name, size: file.size, type: file.type };
}

export async function photoBlob(id: string): Promise<Blob | undefined> {
  return get<Blob>(key(id), store());
}

export async function forgetPhoto(id: string): Promise<void> {
  await del(key(id), store());
}

const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;
const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

/** The browser's first check (the API checks the content again): a French message, or null. */
export function photoProblem(file: File): string | null {
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) return PHOTO_MESSAGES.type;
  if (file.size > TRADEIN_PHOTO_MAX_MB * 1024 * 1024) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** HEIC files cannot be shown by most browsers before the API turns them into JPEG. */
export const canPreview = (photo: Pick<PhotoDraft, 'type' | 'name'>) =>
  !/heic|heif/i.test(photo.type) && !/\.hei[cf]$/i.test(photo.name);
