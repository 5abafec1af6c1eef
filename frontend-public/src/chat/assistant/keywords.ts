import type { ChatTopic } from './assistant.ts';

export type KeywordTopic = Exclude<ChatTopic, 'generic'>;

/**
 * Word beginnings, in the four languages, written without accents (the question is compared without them).
 * A fragment ending in \b must be the whole word ("rate" but not "rated"; "cher" but not "chercher").
 */
const KEYWORDS: Readonly<Record<KeywordTopic, readonly string[]>> = {
  cancellation: [
    'annul',
    'rembours',
    'cancel',
    'refund',
    'reembols',
    'anul',
    'storn',
    'ruckerstatt',
    'erstatt',
    'absag',
  ],
  insurance: [
    'assur',
    'franchise',
    'insur',
    'deductible',
    'seguro',
    'cobertura',
    'versicher',
    'kasko',
    'selbstbeteiligung',
  ],
  event: [
    'mariage',
    'marie',
    'noce',
    'evenement',
    'soiree',
    'gala',
    'anniversa',
    'ceremon',
    'wedding',
    'bride',
    'events?\\b',
    'party',
    'parties',
    'boda',
    'evento',
    'novi[oa]',
    'fiesta',
    'cumplean',
    'hochzeit',
    'braut',
    'veranstaltung',
    'feier',
    'zeremonie',
    'geburtstag',
  ],
  business: [
    'entreprise',
    'profession',
    'flotte',
    'societe',
    'affaires',
    'seminaire',
    'business',
    'fleet',
    'corporate',
    'company',
    'companies',
    'executive',
    'empresa',
    'negocio',
    'flota',
    'corporativ',
    'ejecutiv',
    'geschaft',
    'firma',
    'firmen',
    'unternehm',
    'fuhrpark',
    'dienstwagen',
  ],
  price: [
    'prix',
    'tarif',
    'cout',
    'combien',
    'cher(e|s|es)?\\b',
    'budget',
    'price',
    'pricing',
    'cost',
    'rates?\\b',
    'how much',
    'expensive',
    'cheap',
    'precio',
    'cuanto',
    'caros?\\b',
    'barato',
    'presupuesto',
    'preis',
    'kost',
    'wie ?viel',
    'teuer',
    'gunstig',
  ],
  availability: ['dispo', 'libres?\\b', 'availab', 'verfugbar', 'frei\\b'],
  booking: ['reserv', 'loue', 'book', 'rent', 'hire', 'alquil', 'buch', 'miet'],
};

/**
 * The most specific topic wins: "cancel my booking" is about cancelling, "the price of a wedding car" about the
 * wedding, "is insurance included in the price" about insurance.
 */
export const TOPICS_BY_PRIORITY: readonly KeywordTopic[] = [
  'cancellation',
  'insurance',
  'event',
  'business',
  'price',
  'availability',
  'booking',
];

export const TOPIC_PATTERNS: Readonly<Record<KeywordTopic, RegExp>> = Object.fromEntries(
  TOPICS_BY_PRIORITY.map((topic) => [
    topic,
    new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${KEYWORDS[topic].join('|')})`, 'u'),
  ]),
) as Record<KeywordTopic, RegExp>;
