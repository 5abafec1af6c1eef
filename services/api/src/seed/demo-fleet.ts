import type { CarBrand, CarCategory, City, FuelType, Transmission } from '@grandtour/shared';
import type { DemoOwnerKey } from './demo-owners.ts';

export interface DemoCar {
  brand: CarBrand;
  model: string;
  year: number;
  category: CarCategory;
  owner: DemoOwnerKey;
  city: City;
  dailyPriceEur: number;
  horsepower: number;
  topSpeedKmh: number;
  accelerationTenths: number;
  seats: number;
  fuelType: FuelType;
  transmission: Transmission;
  colour: string;
  isAvailable: boolean;
  /** [radius km, fee EUR], or null when the owner does not deliver. */
  delivery: [number, number] | null;
  depositEur: number;
  features: string[];
  description: string;
}

type Row = [
  CarBrand,
  string,
  number,
  CarCategory,
  DemoOwnerKey,
  City,
  number,
  number,
  number,
  number,
  number,
  FuelType,
  Transmission,
  string,
  boolean,
  [number, number] | null,
  number,
  string[],
  string,
];

// prettier-ignore
const ROWS: Row[] = [
  ['Lamborghini', 'Huracán EVO', 2023, 'supercar', 'elysee', 'Paris', 1500, 640, 325, 29, 2, 'essence', 'automatic', '#f2b807', true, [60, 150], 15000,
    ['V10 atmosphérique 5.2 L', 'Lifting de l’essieu avant', 'Échappement sport', 'Apple CarPlay', 'Sièges sport en Alcantara'],
    'La Huracán EVO associe un V10 atmosphérique de 640 ch à une direction intégrale d’une précision chirurgicale. Livrée révisée, pneus neufs, idéale pour une escapade sur les routes de l’Île-de-France.'],
  ['Ferrari', 'SF90 Stradale', 2024, 'supercar', 'riviera', 'Monaco', 2600, 1000, 340, 25, 2, 'hybride', 'automatic', '#c8102e', true, [40, 200], 20000,
    ['Hybride rechargeable 1000 ch', 'Mode eDrive 100 % électrique', 'Freins carbone-céramique', 'Pack Assetto Fiorano', 'Caméra de recul'],
    'La Ferrari la plus puissante de la gamme : trois moteurs électriques et un V8 biturbo pour 1000 ch. Silencieuse en ville en mode électrique, démesurée sur la Grande Corniche.'],
  ['Rolls-Royce', 'Cullinan', 2024, 'suv', 'elysee', 'Paris', 1800, 571, 250, 52, 5, 'essence', 'automatic', '#1c1c1c', true, [100, 0], 10000,
    ['Ciel étoilé', 'Portes antagonistes', 'Sièges arrière massants', 'Réfrigérateur', 'Chauffeur sur demande'],
    'Le SUV le plus luxueux au monde. Suspension Magic Carpet, silence absolu et ciel étoilé : le Cullinan transforme chaque trajet en voyage de première classe.'],
  ['Lamborghini', 'Aventador SVJ', 2021, 'supercar', 'riviera', 'Cannes', 2800, 770, 350, 28, 2, 'essence', 'automatic', '#4a7a2b', true, [30, 250], 20000,
    ['V12 atmosphérique 770 ch', 'Aérodynamique active ALA', 'Carbone forgé', 'Télémétrie', 'Portes en élytre'],
    'Détentrice du record du Nürburgring, l’Aventador SVJ est la quintessence du V12 Lamborghini. Une expérience inoubliable sur la Croisette.'],
  ['Ferrari', 'Roma', 2023, 'luxury', 'riviera', 'Nice', 1100, 620, 320, 34, 4, 'essence', 'automatic', '#a7b4c2', true, [50, 120], 8000,
    ['V8 biturbo 620 ch', 'Écran passager', 'Sièges ventilés', 'Régulateur adaptatif', 'Hi-Fi Burmester'],
    'La Roma incarne la dolce vita : lignes épurées, V8 biturbo et confort de grand tourisme pour rejoindre Nice à Saint-Tropez avec élégance.'],
  ['Porsche', '911 Turbo S', 2024, 'sports', 'elysee', 'Lyon', 950, 650, 330, 27, 4, 'essence', 'automatic', '#1d3b6e', true, [40, 90], 8000,
    ['Transmission intégrale', 'Pack Sport Chrono', 'Hi-Fi Burmester', 'Toit ouvrant', 'Direction arrière active'],
    'La 911 Turbo S est la supercar du quotidien : 650 ch, quatre places et un confort irréprochable. Parfaite pour un week-end dans les Alpes.'],
  ['McLaren', '720S', 2022, 'supercar', 'sud', 'Marseille', 1700, 720, 341, 29, 2, 'essence', 'automatic', '#ff7a00', true, [50, 150], 15000,
    ['Monocoque carbone', 'Suspension Proactive Chassis Control II', 'Portes papillon', 'Bowers & Wilkins', 'Lift avant'],
    'Légère et redoutablement efficace, la 720S offre des sensations de pilote avec un confort étonnant. Livraison possible dans toute la métropole marseillaise.'],
  ['Bentley', 'Continental GT Speed', 2023, 'luxury', 'riviera', 'Saint-Tropez', 1000, 659, 335, 36, 4, 'essence', 'automatic', '#0f3d2e', true, [30, 100], 8000,
    ['W12 6.0 L', 'Écran rotatif', 'Naim for Bentley', 'Cuir matelassé', 'Quatre roues directrices'],
    'Le grand tourisme britannique par excellence : un W12 de 659 ch enveloppé de cuir et de bois précieux, pour des arrivées remarquées à Saint-Tropez.'],
  ['Aston Martin', 'DBS Superleggera', 2022, 'luxury', 'elysee', 'Paris', 1300, 725, 340, 34, 4, 'essence', 'automatic', '#3c4a57', true, [60, 150], 10000,
    ['V12 biturbo 725 ch', 'Carrosserie carbone', 'Bang & Olufsen', 'Sièges sport chauffants', 'Caméra 360°'],
    'Élégance britannique et puissance brute : la DBS Superleggera est la GT ultime pour un week-end en Normandie au départ de Paris.'],
  ['Mercedes-Benz', 'S 580 Maybach', 2024, 'wedding', 'elysee', 'Paris', 900, 503, 250, 48, 4, 'essence', 'automatic', '#f4f4f2', true, [80, 0], 6000,
    ['Sièges Executive inclinables', 'Flûtes à champagne', 'Rideaux électriques', 'Chauffeur en option', 'Décoration mariage sur demande'],
    'Le salon roulant idéal pour votre mariage : sièges inclinables, flûtes en argent et silence d’exception. Chauffeur et décoration florale sur demande.'],
  ['Rolls-Royce', 'Phantom', 2023, 'wedding', 'riviera', 'Cannes', 2000, 571, 250, 53, 4, 'essence', 'automatic', '#e9e4d8', true, [100, 0], 12000,
    ['Gallery de planche de bord', 'Ciel étoilé', 'Portes antagonistes', 'Parapluies intégrés', 'Chauffeur en livrée'],
    'L’icône absolue des grands jours. La Phantom, avec son chauffeur en livrée, fait de chaque arrivée un moment d’éternité.'],
  ['Porsche', 'Taycan Turbo S', 2024, 'business', 'est', 'Strasbourg', 600, 761, 260, 28, 4, 'électrique', 'automatic', '#8a8d91', true, [30, 60], 5000,
    ['100 % électrique', 'Recharge 270 kW', 'Écran passager', 'Suspension pneumatique', 'Autonomie 450 km'],
    'Silencieuse et fulgurante, la Taycan Turbo S est la berline d’affaires électrique par excellence pour vos rendez-vous entre Strasbourg et Bâle.'],
  ['Audi', 'R8 V10 Performance', 2022, 'sports', 'sud', 'Toulouse', 900, 620, 331, 31, 2, 'essence', 'automatic', '#d7d9db', true, [40, 100], 8000,
    ['V10 5.2 L', 'quattro', 'Virtual Cockpit', 'Bang & Olufsen', 'Freins céramique'],
    'Le V10 atmosphérique dans sa forme la plus aboutie. La R8 se conduit au quotidien et enchante sur les routes du Lauragais.'],
  ['Mercedes-Benz', 'G 63 AMG', 2024, 'suv', 'sud', 'Marseille', 900, 585, 220, 45, 5, 'essence', 'automatic', '#2b2b2b', true, [50, 80], 6000,
    ['V8 biturbo 585 ch', 'Trois blocages de différentiel', 'Burmester', 'Sièges massants', 'Pack Night'],
    'Le mythique Classe G en version AMG : présence imposante, V8 rageur et capacités tout-terrain intactes.'],
  ['Porsche', '911 GT3 RS', 2024, 'sports', 'elysee', 'Lille', 1100, 525, 296, 32, 2, 'essence', 'automatic', '#c6d82f', true, null, 12000,
    ['Aileron DRS', 'Arceau Clubsport', 'Freins PCCB', 'Réglages de suspension au volant', 'Baquets carbone'],
    'Une voiture de course homologuée pour la route. Réservée aux conducteurs expérimentés ; journée circuit possible sur demande.'],
  ['Ferrari', 'Portofino M', 2023, 'cabriolet', 'riviera', 'Nice', 1200, 620, 320, 34, 4, 'essence', 'automatic', '#7ea7c9', true, [40, 100], 8000,
    ['Toit rigide rétractable', 'Mode Race au Manettino', 'Sièges ventilés', 'Écran passager', 'Déflecteur de vent'],
    'Cheveux au vent sur la Promenade des Anglais : la Portofino M est le cabriolet Ferrari le plus polyvalent, confortable et enivrant.'],
  ['McLaren', '765LT Spider', 2022, 'cabriolet', 'riviera', 'Monaco', 2200, 765, 330, 28, 2, 'essence', 'automatic', '#5b2a86', true, [20, 200], 20000,
    ['Toit rigide rétractable 11 s', 'Échappement titane', 'Carbone apparent', 'Sièges baquets', 'Télémétrie'],
    'La Longtail à ciel ouvert : 765 ch, un son titane et le tunnel de Monaco en toile de fond.'],
  ['BMW', 'M8 Competition Cabriolet', 2023, 'cabriolet', 'sud', 'Bordeaux', 700, 625, 305, 33, 4, 'essence', 'automatic', '#0a4da2', true, [50, 80], 5000,
    ['V8 biturbo 625 ch', 'Capote électrique', 'Affichage tête haute', 'Bowers & Wilkins', 'xDrive'],
    'Le grand cabriolet quatre places pour découvrir les châteaux du Bordelais sous le soleil.'],
  ['Mercedes-Benz', 'SL 63 AMG', 2024, 'cabriolet', 'riviera', 'Saint-Tropez', 800, 585, 315, 36, 4, 'essence', 'automatic', '#b0182a', true, [30, 90], 5000,
    ['Capote souple', 'AMG Performance 4MATIC+', 'Airscarf', 'Burmester 3D', 'Sièges massants'],
    'Icône du glamour azuréen, le SL renoue avec la capote en toile et l’esprit roadster des années 50.'],
  ['Rolls-Royce', 'Dawn', 2022, 'cabriolet', 'riviera', 'Cannes', 1600, 571, 250, 50, 4, 'essence', 'automatic', '#dcd3c1', true, [60, 0], 10000,
    ['Capote silencieuse', 'Boiseries Canadel', 'Sièges chauffants et ventilés', 'Bespoke Audio', 'Parapluies intégrés'],
    'Le cabriolet le plus sociable du monde : quatre vraies places, un silence royal et la Croisette pour décor.'],
  ['Aston Martin', 'Vantage Roadster', 2022, 'cabriolet', 'sud', 'Toulouse', 850, 510, 305, 38, 2, 'essence', 'manual', '#2f6b4f', true, [40, 80], 6000,
    ['Boîte manuelle 7 rapports', 'Capote 6,7 s', 'Échappement sport', 'Différentiel électronique', 'Sièges sport'],
    'Un roadster racé avec une boîte manuelle, pour les puristes qui aiment sentir chaque rapport.'],
  ['Bentley', 'Flying Spur', 2023, 'wedding', 'elysee', 'Paris', 1100, 635, 333, 38, 4, 'essence', 'automatic', '#12284a', true, [80, 0], 8000,
    ['Emblème Flying B rétractable', 'Tablette de commande arrière', 'Naim for Bentley', 'Sièges massants', 'Chauffeur en option'],
    'La berline de luxe la plus sportive : parfaite pour un mariage chic ou un transfert d’affaires en toute discrétion.'],
  ['Rolls-Royce', 'Ghost', 2024, 'business', 'elysee', 'Paris', 1400, 571, 250, 48, 5, 'essence', 'automatic', '#5d6167', true, [100, 0], 10000,
    ['Suspension Planar', 'Ciel étoilé', 'Sièges arrière relaxation', 'Chauffeur sur demande', 'Wi-Fi'],
    'Le luxe post-opulent : la Ghost est la voiture des dirigeants qui préfèrent l’élégance discrète.'],
  ['Audi', 'RS e-tron GT', 2024, 'business', 'est', 'Nantes', 500, 646, 250, 33, 4, 'électrique', 'automatic', '#56616a', true, [30, 50], 5000,
    ['100 % électrique', 'quattro', 'Matrix LED', 'Bang & Olufsen', 'Toit panoramique'],
    'Une grande routière électrique au design spectaculaire, pour des déplacements professionnels sans émissions.'],
  ['BMW', 'M5 CS', 2022, 'business', 'est', 'Strasbourg', 550, 635, 305, 30, 4, 'essence', 'automatic', '#1f3b2d', true, null, 5000,
    ['V8 biturbo 635 ch', 'Baquets carbone', 'Freins carbone-céramique', 'Affichage tête haute', 'xDrive'],
    'La berline d’affaires qui se prend pour une voiture de course : 635 ch et quatre vraies places.'],
  ['Lamborghini', 'Urus', 2024, 'suv', 'riviera', 'Monaco', 1300, 666, 305, 35, 5, 'essence', 'automatic', '#fdd200', true, [40, 120], 10000,
    ['V8 biturbo 666 ch', 'Modes Tamburo', 'Bang & Olufsen 3D', 'Sièges massants', 'Attelage'],
    'Le Super SUV : l’âme d’une Lamborghini et la polyvalence d’un SUV cinq places.'],
  ['Porsche', 'Cayenne Turbo GT', 2024, 'suv', 'est', 'Strasbourg', 800, 659, 305, 33, 4, 'essence', 'automatic', '#3a3f45', true, [40, 70], 5000,
    ['Toit carbone', 'Échappement titane', 'Pack Sport Chrono', 'Suspension pneumatique', 'Direction arrière'],
    'Le SUV le plus rapide du Nürburgring, pour rejoindre les stations des Vosges et des Alpes avec panache.'],
  ['Audi', 'RS Q8', 2023, 'suv', 'sud', 'Bordeaux', 700, 600, 305, 38, 5, 'hybride', 'automatic', '#6b6f73', true, [60, 60], 5000,
    ['Micro-hybridation 48 V', 'quattro', 'Sièges RS', 'Bang & Olufsen 3D', 'Attelage'],
    'Cinq vraies places, un coffre immense et 600 ch : le SUV familial qui ne renonce à rien.'],
  ['BMW', 'XM', 2024, 'suv', 'elysee', 'Lyon', 750, 653, 270, 43, 5, 'hybride', 'automatic', '#4b3a2a', true, [50, 80], 5000,
    ['Hybride rechargeable 653 ch', 'Ciel de toit sculpté', 'Bowers & Wilkins', 'Sièges massants', 'Autonomie électrique 80 km'],
    'Le premier M à motorisation hybride rechargeable : audacieux, puissant et étonnamment sobre.'],
  ['Bentley', 'Bentayga EWB', 2023, 'suv', 'riviera', 'Cannes', 1100, 550, 290, 46, 5, 'essence', 'automatic', '#7b1e2b', true, [60, 100], 8000,
    ['Empattement long', 'Sièges Airline à posture automatique', 'Naim for Bentley', 'Écrans arrière', 'Quatre roues directrices'],
    'Le Bentayga allongé offre un espace de limousine aux passagers arrière, pour les transferts entre Cannes et Monaco.'],
  ['Mercedes-Benz', 'AMG GT Black Series', 2021, 'sports', 'sud', 'Marseille', 1400, 730, 325, 32, 2, 'essence', 'automatic', '#ff6f00', true, [30, 150], 15000,
    ['V8 730 ch', 'Aileron réglable', 'Arceau', 'Freins céramique', 'Baquets carbone'],
    'La plus radicale des AMG, taillée pour le circuit du Castellet tout en restant homologuée route.'],
  ['Aston Martin', 'DB12', 2024, 'luxury', 'est', 'Nantes', 1200, 680, 325, 35, 4, 'essence', 'automatic', '#b08d57', true, [50, 100], 8000,
    ['V8 biturbo 680 ch', 'Bowers & Wilkins', 'Sièges ventilés', 'Écran tactile 10,25"', 'Différentiel électronique'],
    'La première « Super Tourer » : le luxe d’une GT et les performances d’une supercar, au départ de Nantes.'],
  ['McLaren', 'Artura', 2024, 'supercar', 'elysee', 'Lyon', 1400, 680, 330, 30, 2, 'hybride', 'automatic', '#9bd3e6', true, [40, 150], 15000,
    ['V6 hybride 680 ch', 'Mode électrique 30 km', 'Portes papillon', 'Bowers & Wilkins', 'Lift avant'],
    'La nouvelle génération McLaren : hybride, légère et incroyablement agile.'],
  ['Ferrari', '296 GTB', 2024, 'supercar', 'elysee', 'Paris', 1900, 830, 330, 29, 2, 'hybride', 'automatic', '#d4001a', false, [60, 200], 20000,
    ['V6 hybride 830 ch', 'Mode eDrive', 'Pack Assetto Fiorano', 'Freins carbone-céramique', 'Écran passager'],
    'Le retour du V6 chez Ferrari, sublimé par l’hybridation : 830 ch et un équilibre exceptionnel. Actuellement en préparation.'],
  ['Bugatti', 'Chiron Sport', 2021, 'supercar', 'riviera', 'Monaco', 3500, 1500, 420, 24, 2, 'essence', 'automatic', '#0b3d91', false, [20, 250], 50000,
    ['W16 quadriturbo 1500 ch', 'Clé Top Speed', 'Carbone apparent', 'Ligne centrale', 'Chauffeur-pilote en option'],
    'Une œuvre d’art capable de 420 km/h. Disponible sur demande et après vérification approfondie du conducteur.'],
  ['Koenigsegg', 'Jesko', 2023, 'supercar', 'elysee', 'Paris', 3500, 1600, 480, 25, 2, 'essence', 'automatic', '#f5f5f5', false, null, 50000,
    ['V8 biturbo 1600 ch', 'Boîte LST à 9 rapports', 'Aileron actif', 'Portes Dihedral Synchro-Helix', 'Carbone'],
    'L’hypercar suédoise aux chiffres vertigineux, présentée lors d’événements privés. Réservation sur demande.'],
  ['Pagani', 'Huayra Roadster', 2022, 'supercar', 'riviera', 'Monaco', 3400, 800, 370, 30, 2, 'essence', 'automatic', '#3b4b5c', true, [20, 250], 50000,
    ['V12 AMG biturbo 800 ch', 'Carbo-titane', 'Aérodynamique active', 'Intérieur sur mesure', 'Bagagerie assortie'],
    'Une pièce d’horlogerie roulante signée Horacio Pagani : chaque détail est une œuvre, chaque trajet un événement.'],
  ['Pagani', 'Utopia', 2024, 'supercar', 'sud', 'Marseille', 3500, 864, 350, 30, 2, 'essence', 'manual', '#c7c2b8', false, [20, 250], 50000,
    ['V12 AMG 864 ch', 'Boîte manuelle 7 rapports', 'Carbo-titane', 'Intérieur artisanal', 'Bagagerie assortie'],
    'La dernière création Pagani, fidèle à la boîte manuelle. Livraison prévue au printemps.'],
];

// The column order of ROWS.
const FIELDS = [
  'brand',
  'model',
  'year',
  'category',
  'owner',
  'city',
  'dailyPriceEur',
  'horsepower',
  'topSpeedKmh',
  'accelerationTenths',
  'seats',
  'fuelType',
  'transmission',
  'colour',
  'isAvailable',
  'delivery',
  'depositEur',
  'features',
  'description',
] as const satisfies readonly (keyof DemoCar)[];

export const DEMO_FLEET: readonly DemoCar[] = ROWS.map(
  (row) => Object.fromEntries(FIELDS.map((field, index) => [field, row[index]])) as unknown as DemoCar,
);
