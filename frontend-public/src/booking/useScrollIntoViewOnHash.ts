import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element into view when the address ends with `#{id}` (cards link to `/car/{id}#booking`). The form
 * appears only once the car has loaded, after the browser's own attempt to follow the hash.
 */
export function useScrollIntoViewOnHash<T extends HTMLElement>(id: string) {
  const ref = useRef<T>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, id]);
  return ref;
}
