import { Button, Icon } from '@ga/ui';
import styles from './photos.module.css';

export interface PhotoTile {
  key: string | number;
  /** Image URL (object URL), or null: an icon (a HEIC file the browser cannot show, or loading). */
  src: string | null;
  label: string;
  detail?: string;
}

interface TileProps {
  tile: PhotoTile;
  onRemove?: () => void;
  busy?: boolean;
}

/** One thumbnail with its name and a « Retirer » button. */
export function PhotoTileView({ tile, onRemove, busy }: TileProps) {
  return (
    <li className={styles.tile}>
      {tile.src ? (
        <img src={tile.src} alt={tile.label} className={styles.image} />
      ) : (
        <span className={styles.placeholder} role="img" aria-label={tile.label}>
          <Icon name="camera" size={28} />
        </span>
      )}
      <span className={styles.caption}>
        <span className={styles.name}>{tile.label}</span>
        {tile.detail && <span className={styles.detail}>{tile.detail}</span>}
      </span>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Retirer la photo ${tile.label}`}
        >
          Retirer
        </Button>
      )}
    </li>
  );
}

/** Thumbnails in a grid. */
export function PhotoGrid({
  tiles,
  onRemove,
  busy,
}: {
  tiles: PhotoTile[];
  onRemove?: (key: PhotoTile['key']) => void;
  busy?: boolean;
}) {
  if (!tiles.length) return null;
  return (
    <ul className={styles.grid} aria-label="Photos choisies">
      {tiles.map((tile) => (
        <PhotoTileView
          key={tile.key}
          tile={tile}
          busy={busy}
          onRemove={onRemove ? () => onRemove(tile.key) : undefined}
        />
      ))}
    </ul>
  );
}
