import type { LanguageCode } from '../i18n/languages.ts';

type Labels = Readonly<Record<LanguageCode, string>>;

/**
 * The features an owner picks for a car (decision 59), by key, with their label in each language. Free text is
 * the last resort, for what the catalogue lacks; it is shown as the owner wrote it.
 */
export const CAR_FEATURE_CATALOGUE = {
  'carbon-ceramic-brakes': {
    fr: 'Freins carbone-céramique',
    en: 'Carbon-ceramic brakes',
    es: 'Frenos carbocerámicos',
    de: 'Carbon-Keramik-Bremsen',
  },
  'sport-exhaust': {
    fr: 'Échappement sport',
    en: 'Sport exhaust',
    es: 'Escape deportivo',
    de: 'Sportabgasanlage',
  },
  'titanium-exhaust': {
    fr: 'Échappement titane',
    en: 'Titanium exhaust',
    es: 'Escape de titanio',
    de: 'Titan-Abgasanlage',
  },
  'front-axle-lift': {
    fr: 'Lift avant',
    en: 'Front axle lift',
    es: 'Elevador del eje delantero',
    de: 'Vorderachslift',
  },
  'rear-wheel-steering': {
    fr: 'Quatre roues directrices',
    en: 'Rear-wheel steering',
    es: 'Dirección a las cuatro ruedas',
    de: 'Hinterachslenkung',
  },
  'air-suspension': {
    fr: 'Suspension pneumatique',
    en: 'Air suspension',
    es: 'Suspensión neumática',
    de: 'Luftfederung',
  },
  'all-wheel-drive': {
    fr: 'Transmission intégrale',
    en: 'All-wheel drive',
    es: 'Tracción integral',
    de: 'Allradantrieb',
  },
  'manual-gearbox': { fr: 'Boîte manuelle', en: 'Manual gearbox', es: 'Cambio manual', de: 'Schaltgetriebe' },
  'carbon-bucket-seats': {
    fr: 'Baquets carbone',
    en: 'Carbon bucket seats',
    es: 'Asientos baquet de carbono',
    de: 'Carbon-Schalensitze',
  },
  'sport-seats': { fr: 'Sièges sport', en: 'Sport seats', es: 'Asientos deportivos', de: 'Sportsitze' },
  'massage-seats': {
    fr: 'Sièges massants',
    en: 'Massage seats',
    es: 'Asientos con masaje',
    de: 'Massagesitze',
  },
  'ventilated-seats': {
    fr: 'Sièges ventilés',
    en: 'Ventilated seats',
    es: 'Asientos ventilados',
    de: 'Belüftete Sitze',
  },
  'heated-seats': {
    fr: 'Sièges chauffants',
    en: 'Heated seats',
    es: 'Asientos calefactados',
    de: 'Sitzheizung',
  },
  'starlight-headliner': {
    fr: 'Ciel étoilé',
    en: 'Starlight headliner',
    es: 'Techo de estrellas',
    de: 'Sternenhimmel',
  },
  'coach-doors': {
    fr: 'Portes antagonistes',
    en: 'Coach doors',
    es: 'Puertas de apertura inversa',
    de: 'Gegenläufige Türen',
  },
  'butterfly-doors': {
    fr: 'Portes papillon',
    en: 'Butterfly doors',
    es: 'Puertas de mariposa',
    de: 'Schmetterlingstüren',
  },
  'passenger-display': {
    fr: 'Écran passager',
    en: 'Passenger display',
    es: 'Pantalla del acompañante',
    de: 'Beifahrer-Display',
  },
  'rear-screens': {
    fr: 'Écrans arrière',
    en: 'Rear screens',
    es: 'Pantallas traseras',
    de: 'Fond-Bildschirme',
  },
  'head-up-display': {
    fr: 'Affichage tête haute',
    en: 'Head-up display',
    es: 'Head-up display',
    de: 'Head-up-Display',
  },
  'premium-audio': {
    fr: 'Système audio haut de gamme',
    en: 'Premium audio system',
    es: 'Equipo de sonido premium',
    de: 'Premium-Soundsystem',
  },
  'apple-carplay': { fr: 'Apple CarPlay', en: 'Apple CarPlay', es: 'Apple CarPlay', de: 'Apple CarPlay' },
  'reversing-camera': {
    fr: 'Caméra de recul',
    en: 'Reversing camera',
    es: 'Cámara de marcha atrás',
    de: 'Rückfahrkamera',
  },
  'surround-camera': { fr: 'Caméra 360°', en: '360° camera', es: 'Cámara 360°', de: '360°-Kamera' },
  'adaptive-cruise-control': {
    fr: 'Régulateur adaptatif',
    en: 'Adaptive cruise control',
    es: 'Control de crucero adaptativo',
    de: 'Abstandsregeltempomat',
  },
  'panoramic-roof': {
    fr: 'Toit panoramique',
    en: 'Panoramic roof',
    es: 'Techo panorámico',
    de: 'Panoramadach',
  },
  'retractable-hardtop': {
    fr: 'Toit rigide rétractable',
    en: 'Retractable hardtop',
    es: 'Techo rígido retráctil',
    de: 'Versenkbares Hardtop',
  },
  'soft-top': {
    fr: 'Capote électrique',
    en: 'Power soft top',
    es: 'Capota eléctrica',
    de: 'Elektrisches Verdeck',
  },
  'neck-warmer': {
    fr: 'Chauffage de nuque',
    en: 'Neck-level heating',
    es: 'Calefacción a la altura del cuello',
    de: 'Nackenheizung',
  },
  refrigerator: { fr: 'Réfrigérateur', en: 'Refrigerator', es: 'Nevera', de: 'Kühlschrank' },
  'champagne-flutes': {
    fr: 'Flûtes à champagne',
    en: 'Champagne flutes',
    es: 'Copas de champán',
    de: 'Champagnerflöten',
  },
  'built-in-umbrellas': {
    fr: 'Parapluies intégrés',
    en: 'Built-in umbrellas',
    es: 'Paraguas integrados',
    de: 'Integrierte Regenschirme',
  },
  'chauffeur-on-request': {
    fr: 'Chauffeur sur demande',
    en: 'Chauffeur on request',
    es: 'Chófer bajo petición',
    de: 'Chauffeur auf Anfrage',
  },
  'wedding-decoration': {
    fr: 'Décoration mariage sur demande',
    en: 'Wedding decoration on request',
    es: 'Decoración nupcial bajo petición',
    de: 'Hochzeitsdekoration auf Anfrage',
  },
  'fully-electric': {
    fr: '100 % électrique',
    en: 'Fully electric',
    es: '100 % eléctrico',
    de: 'Vollelektrisch',
  },
  'plug-in-hybrid': {
    fr: 'Hybride rechargeable',
    en: 'Plug-in hybrid',
    es: 'Híbrido enchufable',
    de: 'Plug-in-Hybrid',
  },
  'tow-bar': { fr: 'Attelage', en: 'Tow bar', es: 'Enganche de remolque', de: 'Anhängerkupplung' },
  'matching-luggage': {
    fr: 'Bagagerie assortie',
    en: 'Matching luggage',
    es: 'Equipaje a juego',
    de: 'Passendes Gepäckset',
  },
  'track-telemetry': { fr: 'Télémétrie', en: 'Track telemetry', es: 'Telemetría', de: 'Telemetrie' },
  'wi-fi': { fr: 'Wi-Fi', en: 'Wi-Fi', es: 'Wi-Fi', de: 'WLAN' },
} as const satisfies Readonly<Record<string, Labels>>;

export type CarFeatureKey = keyof typeof CAR_FEATURE_CATALOGUE;
export const CAR_FEATURE_KEYS = Object.keys(CAR_FEATURE_CATALOGUE) as CarFeatureKey[];

export function isCarFeatureKey(value: string): value is CarFeatureKey {
  return Object.hasOwn(CAR_FEATURE_CATALOGUE, value);
}

/** A French label of the catalogue, lower-cased: cars listed before the catalogue stored the French words. */
const KEY_BY_FRENCH_LABEL = new Map(
  CAR_FEATURE_KEYS.map((key) => [CAR_FEATURE_CATALOGUE[key].fr.toLowerCase(), key]),
);

/** The catalogue key a stored feature stands for, if any: the key itself, or an older car's French label of it. */
export function catalogueKeyOf(feature: string): CarFeatureKey | undefined {
  return isCarFeatureKey(feature) ? feature : KEY_BY_FRENCH_LABEL.get(feature.trim().toLowerCase());
}

/**
 * How a car's feature reads in a language: a catalogue key (or an older car's French label of one) in that language,
 * free text as written, in the language it was written in (French, as the owner's required language, unless unsure).
 */
export function featureLabel(feature: string, language: LanguageCode): { text: string; translated: boolean } {
  const key = catalogueKeyOf(feature);
  if (key) return { text: CAR_FEATURE_CATALOGUE[key][language], translated: true };
  return { text: feature, translated: false };
}
