/**
 * The trade-in form's draft, kept in this browser (localStorage) until the request is sent, so a
 * reload, a sign-in in the middle or a visit the next day loses nothing. Nothing leaves the browser
 * before the visitor sends the form. A draft older than DRAFT_DAYS is forgotten; signing out wipes
 * it (@ga/core clearVisitorData).
 */
import { VISITOR_STORAGE } from '@ga/core';
import { EMPTY_VALUES, LAST_STEP, type StepIndex, type TradeinValues } from './form-values';

const KEY = VISITOR_STORAGE.tradeinDraft;
const VERSION = 1;
export const DRAFT_DAYS = 30;

interface StoredDraft {
  version: number;
  savedAt: number;
  step: StepIndex;
  values: TradeinValues;
}

export interface Draft {
  step: StepIndex;
  values: TradeinValues;
}

export function loadDraft(now = Date.now()): Draft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredDraft;
    if (stored.version !== VERSION || now - stored.savedAt > DRAFT_DAYS * 86_400_000) {
      localStorage.removeItem(KEY);
      return null;
    }
    const step = Math.min(LAST_STEP, Math.max(0, Number(stored.step) || 0)) as StepIndex;
    return { step, values: { ...EMPTY_VALUES, ...stored.values } };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, savedAt: now, ...draft } satisfies StoredDraft));
  } catch {
    /* private mode or full storage: the form still works, it is just not kept */
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
