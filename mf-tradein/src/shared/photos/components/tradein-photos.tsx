import { useRef, useState } from 'react';
import { Notice } from '@ga/ui';
import { errorMessage } from '@ga/core';
import { PHOTO_MESSAGES, TRADEIN_PHOTOS_MAX, type TradeinPhoto } from '@ga/contracts';
import {
  useTradeinDeletePhotoMutation,
  useTradeinPhotoImageQuery,
  useTradeinPhotosQuery,
  useTradeinUploadPhotoMutation,
} from '../api';
import { photoProblem } from '../photo-drafts';
import { PhotoTileView } from './photo-grid';
import { PhotoInput } from './photo-input';
import styles from './photos.module.css';

/** One private photo: fetched with the token, shown from an object URL. */
function PrivatePhoto({
  photo,
  index,
  onRemove,
  busy,
}: {
  photo: TradeinPhoto;
  index: number;
  onRemove?: () => void;
  busy: boolean;
}) {
  const { data } = useTradeinPhotoImageQuery(photo.url);
  return (
    <PhotoTileView
      tile={{
        key: photo.id,
        src: data ?? null,
        label: `Photo ${index + 1}`,
        detail: `${photo.width} × ${photo.height} px`,
      }}
      onRemove={onRemove}
      busy={busy}
    />
  );
}

/** « Vos photos » on the valuation page: the request's photos, and more while it is open. */
interface Props {
  tradeinId: number;
  /** The request is still open: photos can be added and removed. */
  editable: boolean;
  className?: string;
  titleClassName?: string;
}

export function TradeinPhotos({ tradeinId, editable, className, titleClassName }: Props) {
  const { data: photos = [] } = useTradeinPhotosQuery(tradeinId);
  const [upload, uploadState] = useTradeinUploadPhotoMutation();
  const [remove, removeState] = useTradeinDeletePhotoMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  const add = async (files: File[]) => {
    const found: string[] = [];
    let room = TRADEIN_PHOTOS_MAX - photos.length;
    for (const file of files) {
      const problem = photoProblem(file) ?? (room <= 0 ? PHOTO_MESSAGES.tooMany : null);
      if (problem) {
        found.push(`${file.name} : ${problem}`);
        continue;
      }
      const result = await upload({ tradeinId, file, name: file.name });
      if ('error' in result) found.push(`${file.name} : ${errorMessage(result.error)}`);
      else room -= 1;
    }
    setProblems(found);
  };

  if (!photos.length && !editable) return null;
  return (
    <section className={className} aria-labelledby="tradein-photos-title">
      <h2 id="tradein-photos-title" className={titleClassName}>
        Vos photos
      </h2>
      <div className={styles.section}>
        {photos.length === 0 && (
          <p className={styles.hint}>Ajoutez des photos : l’expert prépare mieux son rendez-vous.</p>
        )}
        {photos.length > 0 && (
          <ul className={styles.grid} aria-label="Photos du véhicule">
            {photos.map((p, i) => (
              <PrivatePhoto
                key={p.id}
                photo={p}
                index={i}
                busy={removeState.isLoading}
                onRemove={
                  editable
                    ? () => void remove({ tradeinId, photoId: p.id }).then(() => inputRef.current?.focus())
                    : undefined
                }
              />
            ))}
          </ul>
        )}
        {editable && photos.length < TRADEIN_PHOTOS_MAX && (
          <PhotoInput onFiles={(files) => void add(files)} disabled={uploadState.isLoading} inputRef={inputRef} />
        )}
        {problems.length > 0 && (
          <Notice variant="danger">
            <ul className={styles.errors}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Notice>
        )}
      </div>
    </section>
  );
}
