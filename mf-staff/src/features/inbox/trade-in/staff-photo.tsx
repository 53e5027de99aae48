import { useEffect, useState } from 'react';
import { getConfig } from '@ga/core';
import styles from './trade-in.module.css';

/**
 * A trade-in photo, full size: served to staff only, with the session cookie and the API key,
 * so fetched then shown from memory (an <img> cannot send the key). Opens full size in a new tab.
 */
export function StaffPhoto({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const { apiUrl, apiKey } = getConfig();
    fetch(`${apiUrl.replace(/\/$/, '')}${url}`, { credentials: 'include', headers: { 'X-Api-Key': apiKey } })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <p className={styles.photoFailed}>Photo indisponible.</p>;
  if (!src) return <div className={styles.photoWait} aria-hidden="true" />;
  return (
    <a href={src} target="_blank" rel="noreferrer" className={styles.photoLink}>
      <img src={src} alt={label} className={styles.photo} />
      <span className={styles.photoHint}>Ouvrir en taille réelle (nouvel onglet)</span>
    </a>
  );
}
