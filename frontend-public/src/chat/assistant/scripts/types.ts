import type { ChatTopic } from '../assistant.ts';
import type { FigureFormat } from '../figures.ts';

export type Reply = (figures: FigureFormat) => string;

/** What the advisor says in one language: a welcome, the six suggestions and three replies per topic. */
export interface AssistantScript {
  welcome: string;
  /**
   * Spec §9's six topics, in order: available hypercar collection, exclusive rates and conditions, private event
   * booking, personalised vehicle consultation, premium concierge service, white-glove delivery.
   */
  suggestions: readonly [string, string, string, string, string, string];
  replies: Readonly<Record<ChatTopic, readonly [Reply, Reply, Reply]>>;
}
