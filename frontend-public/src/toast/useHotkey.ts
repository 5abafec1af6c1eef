import { useEffect, useRef } from 'react';

/** Calls `onPress` whenever `key` is pressed anywhere on the page. */
export function useHotkey(key: string, onPress: () => void): void {
  const onPressRef = useRef(onPress);
  useEffect(() => {
    onPressRef.current = onPress;
  }, [onPress]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === key && !event.altKey && !event.ctrlKey && !event.metaKey) onPressRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
