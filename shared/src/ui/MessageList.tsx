import Box from '@mui/material/Box';
import { Children, useEffect, useRef, type ReactNode } from 'react';

/**
 * A thread's messages in order, one under the other (each a MessageBubble). A new message is brought into view when
 * the one before it was in view: someone reading older messages, or the rest of the page, is not moved.
 */
export function MessageList({ children }: { children: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(0);
  const count = Children.count(children);
  useEffect(() => {
    const items = list.current?.children;
    const before = shown.current;
    shown.current = count;
    if (!items || count <= before) return;
    const previous = before > 0 ? items[before - 1] : undefined;
    const box = previous?.getBoundingClientRect();
    const previousInView = box && box.bottom > 0 && box.top < window.innerHeight;
    if (previousInView) items[count - 1]?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <Box
      component="ol"
      ref={list}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      {children}
    </Box>
  );
}
