import { useId, type ChangeEvent, type Ref } from 'react';
import { Icon, VisuallyHidden } from '@ga/ui';
import { TRADEIN_PHOTO_ACCEPT } from '@ga/contracts';
import styles from './photos.module.css';

/** « Ajouter des photos »: a real file input (keyboard, screen readers) dressed as a button. */
export function PhotoInput({
  onFiles,
  disabled,
  describedBy,
  inputRef,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  return (
    <span className={styles.input}>
      <VisuallyHidden>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={TRADEIN_PHOTO_ACCEPT}
          multiple
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={change}
          className={styles.file}
        />
      </VisuallyHidden>
      <label htmlFor={id} className={styles.button} data-disabled={disabled ? 'true' : undefined}>
        <Icon name="camera" size={18} /> Ajouter des photos
      </label>
    </span>
  );
}
