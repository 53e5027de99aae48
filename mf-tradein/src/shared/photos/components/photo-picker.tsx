import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatNumber } from '@ga/ui';
import { PHOTO_MESSAGES, TRADEIN_PHOTO_MAX_MB, TRADEIN_PHOTOS_MAX } from '@ga/contracts';
import { canPreview, forgetPhoto, keepPhoto, photoBlob, photoProblem, type PhotoDraft } from '../photo-drafts';
import { PhotoGrid } from './photo-grid';
import { PhotoInput } from './photo-input';
import styles from './photos.module.css';

/** Private browsing or a full disk: IndexedDB refuses the photo. */
const KEEP_FAILED =
  'ce navigateur ne peut pas garder la photo jusqu’à l’envoi (navigation privée ou espace plein) : ajoutez-la depuis votre estimation, une fois la demande envoyée.';

const megabytes = (bytes: number) => `${formatNumber(Math.max(0.1, Math.round(bytes / 104_857.6) / 10))} Mo`;

/** Object URLs of the drafts the browser can show, made from IndexedDB and revoked when done. */
function usePreviews(photos: PhotoDraft[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const ids = photos
    .filter(canPreview)
    .map((p) => p.id)
    .join(',');
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    void Promise.all(
      ids
        .split(',')
        .filter(Boolean)
        .map(async (id) => {
          const blob = await photoBlob(id).catch(() => undefined);
          if (!blob || cancelled) return null;
          const url = URL.createObjectURL(blob);
          made.push(url);
          return [id, url] as const;
        }),
    ).then((entries) => {
      if (!cancelled) setUrls(Object.fromEntries(entries.filter((e): e is readonly [string, string] => e !== null)));
    });
    return () => {
      cancelled = true;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [ids]);
  return urls;
}

/**
 * The part of the form the picker fills in. The picker knows only this field, so it does not depend
 * on the trade-in form that holds it (shared code imports no feature).
 */
interface PhotoFields {
  photos: PhotoDraft[];
}

/**
 * Up to TRADEIN_PHOTOS_MAX photos in the condition step: kept in this browser until the request is
 * sent (so a reload or a sign-in loses none), then uploaded to it.
 */
export function PhotoPicker() {
  const { watch, setValue, getValues } = useFormContext<PhotoFields>();
  const photos = watch('photos');
  const [errors, setErrors] = useState<string[]>([]);
  const hintId = useId();
  const previews = usePreviews(photos);
  // After « Retirer », the focus goes to « Ajouter des photos » (the removed button is gone).
  const inputRef = useRef<HTMLInputElement>(null);

  const add = async (files: File[]) => {
    const problems: string[] = [];
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) {
        problems.push(`${file.name} : ${problem}`);
        continue;
      }
      if (getValues('photos').length >= TRADEIN_PHOTOS_MAX) {
        problems.push(`${file.name} : ${PHOTO_MESSAGES.tooMany}`);
        continue;
      }
      try {
        const kept = await keepPhoto(file);
        // Read again after the wait: another pick or a « Retirer » may have changed the list.
        setValue('photos', [...getValues('photos'), kept]);
      } catch {
        problems.push(`${file.name} : ${KEEP_FAILED}`);
      }
    }
    setErrors(problems);
  };

  const remove = (id: string) => {
    setValue(
      'photos',
      getValues('photos').filter((p) => p.id !== id),
    );
    void forgetPhoto(id).catch(() => undefined);
    inputRef.current?.focus();
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Photos (facultatif)</legend>
      <p className={styles.hint} id={hintId}>
        Jusqu’à {TRADEIN_PHOTOS_MAX} photos (JPEG, PNG, WebP ou HEIC, {TRADEIN_PHOTO_MAX_MB} Mo chacune) : les quatre
        côtés, l’intérieur, le compteur et les dommages. Elles restent dans votre navigateur jusqu’à l’envoi de votre
        demande, puis seuls vous et nos experts les voient.
      </p>
      <PhotoGrid
        tiles={photos.map((p) => ({
          key: p.id,
          src: previews[p.id] ?? null,
          label: p.name,
          detail: megabytes(p.size),
        }))}
        onRemove={(key) => remove(String(key))}
      />
      {photos.length < TRADEIN_PHOTOS_MAX && (
        <PhotoInput onFiles={(files) => void add(files)} describedBy={hintId} inputRef={inputRef} />
      )}
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
