import { useCallback } from 'react';
import { useTradeinUploadPhotoMutation } from './api';
import { forgetPhoto, photoBlob, type PhotoDraft } from './photo-drafts';

/**
 * Once the request exists: its photos waiting in this browser, uploaded one after the other, then
 * forgotten here. Returns how many could not be sent (the valuation page lets the owner add them).
 */
export function useUploadDrafts() {
  const [upload] = useTradeinUploadPhotoMutation();
  return useCallback(
    async (tradeinId: number, drafts: PhotoDraft[]): Promise<number> => {
      let failed = 0;
      for (const draft of drafts) {
        try {
          const blob = await photoBlob(draft.id);
          const result = blob ? await upload({ tradeinId, file: blob, name: draft.name }) : null;
          if (!result || 'error' in result) failed += 1;
        } catch {
          failed += 1;
        } finally {
          // Sent or not, the copy in this browser goes (the valuation page takes photos again).
          await forgetPhoto(draft.id).catch(() => undefined);
        }
      }
      return failed;
    },
    [upload],
  );
}
