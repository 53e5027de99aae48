import { useEffect, useRef } from 'react';
import { STAFF_STREAM_PATH } from '@ga/contracts';
import { getConfig } from '@ga/core';

/**
 * The staff's live stream (docs/staff.md « Live »): new requests arrive without polling. The stream
 * carries inbox ids only; `onArrival` refetches what this person may see through the inbox API.
 * EventSource sends the staff cookie (`withCredentials`) and reconnects by itself after a cut; a
 * signed-out session gets a 401 and the browser stops.
 */
export function useInboxStream(onArrival: (ids: string[]) => void): void {
  const callback = useRef(onArrival);
  callback.current = onArrival;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${getConfig().apiUrl.replace(/\/$/, '')}${STAFF_STREAM_PATH}`, {
      withCredentials: true,
    });
    source.addEventListener('inbox', (event) => {
      try {
        const { ids } = JSON.parse((event as MessageEvent<string>).data) as { ids: number[] };
        callback.current(ids.map(String));
      } catch {
        callback.current([]);
      }
    });
    source.addEventListener('refresh', () => callback.current([]));
    return () => source.close();
  }, []);
}
