import { useEffect } from 'react';

/**
 * `<meta name="referrer" content="no-referrer">` while the page is shown: a link followed from the
 * reset page (or a resource it loads) sends no Referer, whatever the URL once held. The previous
 * policy, if the page head had one, comes back when the page is left.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const previous = existing?.content ?? null;
    const meta =
      existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'referrer' }));
    meta.content = 'no-referrer';
    return () => {
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
