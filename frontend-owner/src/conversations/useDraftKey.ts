import { useRef } from 'react';

/**
 * One Idempotency-Key per draft: sending the same words and photos again after a lost answer replays the first post,
 * a changed draft (or the next message) is a new one.
 */
export function useDraftKey() {
  const held = useRef<{ draft: string; key: string } | null>(null);
  return {
    keyFor(draft: string) {
      if (held.current?.draft !== draft) held.current = { draft, key: crypto.randomUUID() };
      return held.current.key;
    },
    sent() {
      held.current = null;
    },
  };
}
