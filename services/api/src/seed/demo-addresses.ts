import type { City } from '@grandtour/shared';

/** Where the demo owners hand their cars over in each city (decision 55): plausible showroom addresses. */
export const DEMO_CAR_ADDRESSES: Readonly<Record<City, string>> = {
  Paris: '24 avenue Montaigne, 75008 Paris',
  Cannes: '58 boulevard de la Croisette, 06400 Cannes',
  Monaco: '2 avenue de Monte-Carlo, 98000 Monaco',
  Nice: '37 promenade des Anglais, 06000 Nice',
  'Saint-Tropez': '12 avenue du Général Leclerc, 83990 Saint-Tropez',
  Lyon: '8 place Bellecour, 69002 Lyon',
  Marseille: '45 quai des Belges, 13001 Marseille',
  Bordeaux: '10 cours de l’Intendance, 33000 Bordeaux',
  Toulouse: '3 place du Capitole, 31000 Toulouse',
  Strasbourg: '15 place Kléber, 67000 Strasbourg',
  Lille: '21 rue Esquermoise, 59800 Lille',
  Nantes: '6 cours Cambronne, 44000 Nantes',
};
