import { lazy, Suspense, useEffect, useState } from 'react';

/** Spec §9: the chat button appears after 2 s. */
export const CHAT_BUTTON_DELAY_MS = 2000;

// Nothing of the chat is in the first bundle: its code is only fetched once the delay is over.
const ChatWidget = lazy(() => import('./ChatWidget.tsx').then((module) => ({ default: module.ChatWidget })));

export function DeferredChat() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), CHAT_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
