import type { LanguageCode } from '@grandtour/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  botReply,
  replyDelayMs,
  SUGGESTION_SEND_DELAY_MS,
  userMessage,
  welcomeMessage,
  type ChatMessage,
  type Clock,
  type RandomSource,
} from './assistant/assistant.ts';

const systemClock: Clock = () => new Date();

/** Spec §4 "Chat": the conversation, the text being written and the advisor's typing, with their timers. */
export function useChatConversation(random: RandomSource = Math.random, clock: Clock = systemClock) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const typingRef = useRef(false);
  const lastId = useRef(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const later = useCallback((run: () => void, delayMs: number) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  /** The first opening of an empty conversation starts it with the welcome. */
  const welcome = useCallback(
    (language: LanguageCode) =>
      setMessages((current) => (current.length > 0 ? current : [welcomeMessage(language, clock)])),
    [clock],
  );

  const send = useCallback(
    (text: string, language: LanguageCode) => {
      if (typingRef.current) return;
      lastId.current += 1;
      const question = userMessage(`user-${lastId.current}`, text, clock);
      if (!question) return;
      setMessages((current) => [...current, question]);
      setDraft('');
      typingRef.current = true;
      setTyping(true);
      later(() => {
        lastId.current += 1;
        const reply = botReply(`bot-${lastId.current}`, question.content, language, { random, clock });
        setMessages((current) => [...current, reply]);
        typingRef.current = false;
        setTyping(false);
      }, replyDelayMs(random));
    },
    [clock, later, random],
  );

  const sendSuggestion = useCallback(
    (suggestion: string, language: LanguageCode) => {
      if (typingRef.current) return;
      setDraft(suggestion);
      later(() => send(suggestion, language), SUGGESTION_SEND_DELAY_MS);
    },
    [later, send],
  );

  return { messages, draft, setDraft, typing, welcome, send, sendSuggestion };
}
