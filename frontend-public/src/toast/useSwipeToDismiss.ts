import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from './toastRules.ts';

/** Movement before a press counts as a swipe, so a plain click on the close button stays a click. */
const SWIPE_START_PX = 5;

/** Dragging the toast to the right by at least the spec's threshold dismisses it; a shorter drag snaps back. */
export function useSwipeToDismiss(onSwiped: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiping = useRef(false);
  const [offsetPx, setOffsetPx] = useState(0);

  const reset = () => {
    start.current = null;
    swiping.current = false;
    setOffsetPx(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button === 0) start.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    if (!swiping.current) {
      const dy = Math.abs(event.clientY - start.current.y);
      if (dx < SWIPE_START_PX || dy > dx) return;
      swiping.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffsetPx(Math.max(0, dx));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const swiped = swiping.current && start.current !== null;
    const dx = start.current ? event.clientX - start.current.x : 0;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    reset();
    if (swiped && dx >= TOAST_SWIPE_THRESHOLD_PX) onSwiped();
  };

  return {
    offsetPx,
    isSwiping: offsetPx > 0,
    swipeHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset },
  };
}
