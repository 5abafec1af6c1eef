import type { City } from '../catalogue/constants.ts';

/** A public place in a car's city where its owner may hand it over: the airport or the main station (decision 55). */
export interface CityHub {
  id: string;
  kind: 'airport' | 'station';
  /** A proper name, the same in every language; pages put the kind before it ("Gare · Nice-Ville"). */
  name: string;
  address: string;
}

/**
 * The airport(s) and main station of each city the fleet serves, offline. Paris keeps the spec's ids for its airports,
 * so that bookings made before decision 55 still name their place. Saint-Tropez has no railway station.
 */
export const CITY_HUBS = {
  Paris: [
    {
      id: 'paris-cdg',
      kind: 'airport',
      name: 'Paris-Charles de Gaulle (CDG)',
      address: '95700 Roissy-en-France',
    },
    { id: 'paris-orly', kind: 'airport', name: 'Paris-Orly (ORY)', address: '94390 Orly' },
    {
      id: 'paris-gare-de-lyon',
      kind: 'station',
      name: 'Paris-Gare-de-Lyon',
      address: 'Place Louis-Armand, 75012 Paris',
    },
  ],
  Cannes: [
    {
      id: 'cannes-airport',
      kind: 'airport',
      name: 'Cannes-Mandelieu (CEQ)',
      address: '1 avenue Francis Tonner, 06150 Cannes',
    },
    { id: 'cannes-station', kind: 'station', name: 'Cannes', address: '1 rue Jean Jaurès, 06400 Cannes' },
  ],
  Monaco: [
    { id: 'monaco-airport', kind: 'airport', name: "Nice Côte d'Azur (NCE)", address: '06206 Nice' },
    {
      id: 'monaco-station',
      kind: 'station',
      name: 'Monaco-Monte-Carlo',
      address: 'Place Sainte-Dévote, 98000 Monaco',
    },
  ],
  Nice: [
    { id: 'nice-airport', kind: 'airport', name: "Nice Côte d'Azur (NCE)", address: '06206 Nice' },
    { id: 'nice-station', kind: 'station', name: 'Nice-Ville', address: 'Avenue Thiers, 06000 Nice' },
  ],
  'Saint-Tropez': [
    {
      id: 'saint-tropez-airport',
      kind: 'airport',
      name: 'La Môle – Saint-Tropez (LTT)',
      address: '83310 La Môle',
    },
  ],
  Lyon: [
    {
      id: 'lyon-airport',
      kind: 'airport',
      name: 'Lyon-Saint Exupéry (LYS)',
      address: '69125 Colombier-Saugnieu',
    },
    {
      id: 'lyon-station',
      kind: 'station',
      name: 'Lyon-Part-Dieu',
      address: 'Place Charles Béraudier, 69003 Lyon',
    },
  ],
  Marseille: [
    {
      id: 'marseille-airport',
      kind: 'airport',
      name: 'Marseille Provence (MRS)',
      address: '13700 Marignane',
    },
    {
      id: 'marseille-station',
      kind: 'station',
      name: 'Marseille-Saint-Charles',
      address: 'Square Narvik, 13001 Marseille',
    },
  ],
  Bordeaux: [
    { id: 'bordeaux-airport', kind: 'airport', name: 'Bordeaux-Mérignac (BOD)', address: '33700 Mérignac' },
    {
      id: 'bordeaux-station',
      kind: 'station',
      name: 'Bordeaux-Saint-Jean',
      address: 'Rue Charles Domercq, 33800 Bordeaux',
    },
  ],
  Toulouse: [
    { id: 'toulouse-airport', kind: 'airport', name: 'Toulouse-Blagnac (TLS)', address: '31700 Blagnac' },
    {
      id: 'toulouse-station',
      kind: 'station',
      name: 'Toulouse-Matabiau',
      address: '64 boulevard Pierre Sémard, 31500 Toulouse',
    },
  ],
  Strasbourg: [
    {
      id: 'strasbourg-airport',
      kind: 'airport',
      name: 'Strasbourg-Entzheim (SXB)',
      address: '67960 Entzheim',
    },
    {
      id: 'strasbourg-station',
      kind: 'station',
      name: 'Strasbourg',
      address: '20 place de la Gare, 67000 Strasbourg',
    },
  ],
  Lille: [
    { id: 'lille-airport', kind: 'airport', name: 'Lille-Lesquin (LIL)', address: '59810 Lesquin' },
    {
      id: 'lille-station',
      kind: 'station',
      name: 'Lille-Flandres',
      address: 'Place des Buisses, 59000 Lille',
    },
  ],
  Nantes: [
    { id: 'nantes-airport', kind: 'airport', name: 'Nantes Atlantique (NTE)', address: '44340 Bouguenais' },
    {
      id: 'nantes-station',
      kind: 'station',
      name: 'Nantes',
      address: '27 boulevard de Stalingrad, 44000 Nantes',
    },
  ],
} as const satisfies Record<City, readonly CityHub[]>;

export type CityHubId = (typeof CITY_HUBS)[City][number]['id'];

export const CITY_HUB_IDS = Object.values(CITY_HUBS).flatMap((hubs) =>
  hubs.map((hub) => hub.id),
) as CityHubId[];

const hubById = new Map<string, CityHub & { city: City }>(
  Object.entries(CITY_HUBS).flatMap(([city, hubs]) =>
    hubs.map((hub) => [hub.id, { ...hub, city: city as City }]),
  ),
);

export const cityHub = (id: string) => hubById.get(id);

export const hubsOfCity = (city: City): readonly CityHub[] => CITY_HUBS[city];
