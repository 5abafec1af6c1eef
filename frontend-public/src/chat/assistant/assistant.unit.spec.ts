import { LANGUAGES, moneySentences, type LanguageCode } from '@grandtour/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  botReply,
  chooseReply,
  detectTopic,
  replyDelayMs,
  userMessage,
  welcomeMessage,
  type ChatTopic,
} from './assistant.ts';
import { SCRIPTS } from './scripts/index.ts';

/** A random source that always answers the same number. */
const fixed = (value: number) => () => value;
const VARIANT_DRAWS = [0, 0.34, 0.99];
const spaced = (text: string) => text.replace(/\s/g, ' ');

const QUESTIONS: Record<LanguageCode, Record<Exclude<ChatTopic, 'generic'>, string>> = {
  fr: {
    price: 'Quel est le prix d’une Ferrari ?',
    availability: 'La Lamborghini est-elle disponible ce week-end ?',
    booking: 'Comment réserver une voiture ?',
    cancellation: 'Puis-je annuler sans frais ?',
    event: 'Je cherche une voiture pour notre mariage',
    business: 'Avez-vous une offre pour les entreprises ?',
    insurance: 'Quelle assurance est comprise ?',
  },
  en: {
    price: 'How much does a hypercar cost per day?',
    availability: 'Is the McLaren available next week?',
    booking: 'How do I book a car?',
    cancellation: 'Can I cancel for free?',
    event: 'I need a car for my wedding',
    business: 'Do you rent cars to companies?',
    insurance: 'What insurance do I get?',
  },
  es: {
    price: '¿Cuánto cuesta un Porsche?',
    availability: '¿Está disponible el Bentley en julio?',
    booking: '¿Cómo alquilo un coche?',
    cancellation: '¿Puedo cancelar mi viaje?',
    event: 'Busco un coche para una boda',
    business: 'Somos una empresa con muchos viajes',
    insurance: '¿Qué seguro incluye?',
  },
  de: {
    price: 'Was kostet ein Ferrari pro Tag?',
    availability: 'Ist der Aston Martin nächste Woche verfügbar?',
    booking: 'Wie kann ich ein Auto buchen?',
    cancellation: 'Kann ich kostenlos stornieren?',
    event: 'Wir suchen ein Auto für unsere Hochzeit',
    business: 'Haben Sie Angebote für Unternehmen?',
    insurance: 'Welche Versicherung ist dabei?',
  },
};

const GENERIC_QUESTIONS: Record<LanguageCode, string> = {
  fr: 'Bonjour, pouvez-vous me conseiller ?',
  en: 'Hello, who are you?',
  es: 'Hola, ¿qué me recomienda?',
  de: 'Hallo, was empfehlen Sie mir?',
};

// The six suggestions in the order of spec §9: hypercar collection, rates, event, consultation, concierge, delivery.
const SUGGESTION_TOPICS: ChatTopic[] = ['availability', 'price', 'event', 'generic', 'generic', 'generic'];

const HYPERCAR_BAND: Record<LanguageCode, string> = {
  fr: '1 200 € à 3 500 €',
  en: '€1,200 to €3,500',
  es: '1200 € a 3500 €',
  de: '1.200 € bis 3.500 €',
};
const PRESTIGE_BAND: Record<LanguageCode, string> = {
  fr: '600 € à 1 800 €',
  en: '€600 to €1,800',
  es: '600 € a 1800 €',
  de: '600 € bis 1.800 €',
};
const BUSINESS_BAND: Record<LanguageCode, string> = {
  fr: '350 € à 900 €',
  en: '€350 to €900',
  es: '350 € a 900 €',
  de: '350 € bis 900 €',
};
const DEPOSIT: Record<LanguageCode, string> = { fr: '5 000 €', en: '€5,000', es: '5.000 €', de: '5.000 €' };

const variants = (question: string, language: LanguageCode) =>
  VARIANT_DRAWS.map((draw) => spaced(chooseReply(question, language, fixed(draw)).content));

describe('keyword matching', () => {
  for (const language of LANGUAGES) {
    for (const [topic, question] of Object.entries(QUESTIONS[language]))
      it(`reads "${question}" as ${topic}`, () => expect(detectTopic(question)).toBe(topic));

    it(`gives the generic reply to anything else in ${language}`, () =>
      expect(detectTopic(GENERIC_QUESTIONS[language])).toBe('generic'));

    it(`answers each of the six ${language} suggestions on its topic`, () => {
      const { suggestions } = SCRIPTS[language];
      expect(suggestions).toHaveLength(6);
      expect(suggestions.map(detectTopic)).toEqual(SUGGESTION_TOPICS);
    });
  }

  it('ignores case and accents', () => {
    expect(detectTopic('RÉSERVATION')).toBe('booking');
    expect(detectTopic('reservation')).toBe('booking');
    expect(detectTopic('VERFUGBAR?')).toBe('availability');
  });

  it('lets the most specific topic win', () => {
    expect(detectTopic('I want to cancel my booking')).toBe('cancellation');
    expect(detectTopic('Is insurance included in the price?')).toBe('insurance');
    expect(detectTopic('What is the price of a wedding car?')).toBe('event');
    expect(detectTopic('Réserver une flotte pour mon entreprise')).toBe('business');
    expect(detectTopic('Is the Ferrari available to book?')).toBe('availability');
  });

  it('matches the beginning of words only', () => {
    expect(detectTopic('Je cherche une voiture rouge')).toBe('generic'); // "cher" is not in "cherche"
    expect(detectTopic('My car was highly rated')).toBe('generic'); // "rate" is not "rated"
    expect(detectTopic('That was a prevent action')).toBe('generic'); // "event" inside "prevent"
    expect(detectTopic('')).toBe('generic');
  });
});

describe('reply choice', () => {
  for (const language of LANGUAGES) {
    it(`has three different replies for every topic in ${language}`, () => {
      for (const topic of Object.keys(SCRIPTS[language].replies) as ChatTopic[]) {
        const question = topic === 'generic' ? GENERIC_QUESTIONS[language] : QUESTIONS[language][topic];
        const replies = variants(question, language);
        expect(new Set(replies).size, `${language} ${topic}`).toBe(3);
        for (const reply of replies) expect(reply.length).toBeGreaterThan(40);
      }
    });

    it(`quotes the assistant's daily price bands in ${language}`, () => {
      for (const reply of variants(QUESTIONS[language].price, language)) {
        expect(reply).toContain(HYPERCAR_BAND[language]);
        expect(reply).toContain(PRESTIGE_BAND[language]);
        expect(reply).toContain(BUSINESS_BAND[language]);
      }
      for (const reply of variants(QUESTIONS[language].business, language))
        expect(reply).toContain(BUSINESS_BAND[language]);
    });

    it(`advises booking 72 hours ahead in ${language}`, () => {
      for (const reply of variants(QUESTIONS[language].availability, language)) expect(reply).toContain('72');
    });

    it(`quotes the cancellation terms the server applies in ${language}`, () => {
      for (const reply of variants(QUESTIONS[language].cancellation, language)) {
        expect(reply).toMatch(/\b48\b/);
        expect(reply).toMatch(/\b30 ?%/);
        expect(reply).toContain(moneySentences(language).cancellation);
      }
    });

    it(`no longer states the spec's scripted refund policy in ${language}`, () => {
      for (const topic of Object.keys(SCRIPTS[language].replies) as ChatTopic[]) {
        const question = topic === 'generic' ? GENERIC_QUESTIONS[language] : QUESTIONS[language][topic];
        for (const reply of variants(question, language)) {
          expect(reply).not.toMatch(/\b50 ?%/);
          expect(reply).not.toMatch(/(€ ?100|100 ?€)(?![\d.,])/);
        }
      }
      for (const reply of variants(QUESTIONS[language].cancellation, language))
        expect(reply).not.toMatch(/supercar|superdeportivo/i);
    });

    it(`quotes the default deposit in ${language}`, () => {
      const replies = variants(QUESTIONS[language].insurance, language);
      expect(replies.filter((reply) => reply.includes(DEPOSIT[language]))).toHaveLength(2);
    });

    it(`lists the booking steps in ${language}`, () => {
      const [steps] = variants(QUESTIONS[language].booking, language);
      expect(steps).toMatch(/1\..*2\..*3\..*4\..*5\./);
      expect(steps).toContain('PayPal');
    });

    it(`welcomes in ${language} with the six suggestions`, () => {
      const at = new Date('2026-11-23T10:00:00Z');
      const welcome = welcomeMessage(language, () => at);
      expect(welcome).toEqual({
        id: 'welcome',
        type: 'bot',
        content: SCRIPTS[language].welcome,
        timestamp: at,
        suggestions: SCRIPTS[language].suggestions,
      });
      expect(welcome.content).toContain('Camille');
    });
  }

  it('picks each variant from the random draw, and never outside the three', () => {
    const question = QUESTIONS.en.price;
    const draws = [0, 0.3333, 0.3334, 0.6666, 0.6667, 0.9999, 1, -0.1];
    const picked = draws.map((draw) => chooseReply(question, 'en', fixed(draw)).content);
    const [first, second, third] = variants(question, 'en');
    expect(picked.map(spaced)).toEqual([first, first, second, second, third, third, third, first]);
  });

  it('answers in the language asked for', () => {
    expect(spaced(chooseReply('price', 'de', fixed(0)).content)).toContain(HYPERCAR_BAND.de);
    expect(chooseReply('price', 'en', fixed(0)).topic).toBe('price');
  });
});

describe('messages and timing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits between 1000 and 2000 ms before answering', () => {
    expect(replyDelayMs(fixed(0))).toBe(1000);
    expect(replyDelayMs(fixed(0.5))).toBe(1500);
    expect(replyDelayMs(fixed(0.9999))).toBe(2000);
    for (let i = 0; i < 200; i += 1) {
      const delay = replyDelayMs(Math.random);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(2000);
    }
  });

  it('ignores blank messages and trims the others', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(userMessage('u1', '   \n ', () => at)).toBeNull();
    expect(userMessage('u2', '  Bonjour ', () => at)).toEqual({
      id: 'u2',
      type: 'user',
      content: 'Bonjour',
      timestamp: at,
    });
  });

  it('builds the bot reply from the injected random source and clock, without any network call', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const at = new Date('2026-11-23T10:00:02Z');
    const reply = botReply('b1', 'Can I cancel?', 'en', { random: fixed(0.5), clock: () => at });
    expect(reply).toEqual({
      id: 'b1',
      type: 'bot',
      content: chooseReply('Can I cancel?', 'en', fixed(0.5)).content,
      timestamp: at,
    });
    expect(reply.content).toContain('Reservations page');
    expect(fetch).not.toHaveBeenCalled();
  });
});
