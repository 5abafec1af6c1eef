import type { LanguageCode } from '@grandtour/shared';
import { figureFormat } from './figures.ts';
import { TOPIC_PATTERNS, TOPICS_BY_PRIORITY } from './keywords.ts';
import { SCRIPTS } from './scripts/index.ts';

/**
 * The private advisor's brain, kept pure: the random source and the clock come in, so every reply, delay and
 * timestamp can be tested. No network call is ever made.
 */

export type ChatTopic =
  'price' | 'availability' | 'booking' | 'cancellation' | 'event' | 'business' | 'insurance' | 'generic';

/** Spec §3 "Chat message". */
export interface ChatMessage {
  id: string;
  type: 'bot' | 'user';
  content: string;
  timestamp: Date;
  suggestions?: readonly string[];
}

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;
export type Clock = () => Date;

/** Spec §9 chat limits. */
export const REPLY_DELAY_MS = { min: 1000, max: 2000 } as const;
export const SUGGESTION_SEND_DELAY_MS = 100;
export const WELCOME_MESSAGE_ID = 'welcome';
export const ASSISTANT_NAME = 'Camille';

/** Lower case, without accents: "Réservation" and "reservation" read the same. */
export function normaliseQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function detectTopic(text: string): ChatTopic {
  const question = normaliseQuestion(text);
  return TOPICS_BY_PRIORITY.find((topic) => TOPIC_PATTERNS[topic].test(question)) ?? 'generic';
}

export function pickVariant<T>(variants: readonly T[], random: RandomSource): T {
  const index = Math.min(variants.length - 1, Math.max(0, Math.floor(random() * variants.length)));
  return variants[index]!;
}

export function chooseReply(
  text: string,
  language: LanguageCode,
  random: RandomSource,
): { topic: ChatTopic; content: string } {
  const topic = detectTopic(text);
  const reply = pickVariant(SCRIPTS[language].replies[topic], random);
  return { topic, content: reply(figureFormat(language)) };
}

/** Between 1000 and 2000 ms, like someone typing. */
export function replyDelayMs(random: RandomSource): number {
  const { min, max } = REPLY_DELAY_MS;
  return Math.round(min + Math.min(1, Math.max(0, random())) * (max - min));
}

export function welcomeMessage(language: LanguageCode, clock: Clock): ChatMessage {
  const { welcome, suggestions } = SCRIPTS[language];
  return { id: WELCOME_MESSAGE_ID, type: 'bot', content: welcome, timestamp: clock(), suggestions };
}

/** The visitor's message, or null for a blank one (spec §5: blank chat messages are ignored). */
export function userMessage(id: string, text: string, clock: Clock): ChatMessage | null {
  const content = text.trim();
  return content ? { id, type: 'user', content, timestamp: clock() } : null;
}

export function botReply(
  id: string,
  question: string,
  language: LanguageCode,
  { random, clock }: { random: RandomSource; clock: Clock },
): ChatMessage {
  return { id, type: 'bot', content: chooseReply(question, language, random).content, timestamp: clock() };
}
