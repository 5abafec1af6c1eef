export type BodyStyle = 'wedge' | 'gt' | 'sports' | 'saloon' | 'suv' | 'roadster';
export type Grille = 'intake' | 'wide' | 'kidney' | 'pantheon' | 'matrix' | 'horseshoe' | 'slot';

/** Proportions in canvas units (the car is drawn about 940 long on a 1200 × 800 canvas). */
export interface CarProfile {
  style: BodyStyle;
  length: number;
  wheelbase: number;
  frontOverhang: number;
  wheelRadius: number;
  clearance: number;
  noseHeight: number;
  /** Height at the base of the windscreen. */
  cowlHeight: number;
  roofHeight: number;
  /** Fractions of the length from the nose: windscreen base, roof start, roof end, where the deck meets the tail. */
  windscreen: number;
  roofStart: number;
  roofEnd: number;
  deck: number;
  tailHeight: number;
  openTop: boolean;
  grille: Grille;
  wing: boolean;
  sideIntake: boolean;
  spokes: number;
  caliper: string;
}

const STYLE_DEFAULTS: Record<BodyStyle, Omit<CarProfile, 'grille' | 'caliper'>> = {
  wedge: {
    style: 'wedge',
    length: 940,
    wheelbase: 545,
    frontOverhang: 200,
    wheelRadius: 67,
    clearance: 16,
    noseHeight: 68,
    cowlHeight: 144,
    roofHeight: 232,
    windscreen: 0.3,
    roofStart: 0.44,
    roofEnd: 0.56,
    deck: 0.95,
    tailHeight: 150,
    openTop: false,
    wing: false,
    sideIntake: true,
    spokes: 10,
  },
  gt: {
    style: 'gt',
    length: 960,
    wheelbase: 580,
    frontOverhang: 172,
    wheelRadius: 72,
    clearance: 20,
    noseHeight: 96,
    cowlHeight: 168,
    roofHeight: 258,
    windscreen: 0.42,
    roofStart: 0.535,
    roofEnd: 0.66,
    deck: 0.95,
    tailHeight: 154,
    openTop: false,
    wing: false,
    sideIntake: false,
    spokes: 5,
  },
  sports: {
    style: 'sports',
    length: 900,
    wheelbase: 500,
    frontOverhang: 172,
    wheelRadius: 68,
    clearance: 20,
    noseHeight: 104,
    cowlHeight: 168,
    roofHeight: 262,
    windscreen: 0.36,
    roofStart: 0.45,
    roofEnd: 0.6,
    deck: 0.96,
    tailHeight: 186,
    openTop: false,
    wing: false,
    sideIntake: false,
    spokes: 5,
  },
  saloon: {
    style: 'saloon',
    length: 1000,
    wheelbase: 612,
    frontOverhang: 182,
    wheelRadius: 70,
    clearance: 24,
    noseHeight: 134,
    cowlHeight: 192,
    roofHeight: 292,
    windscreen: 0.36,
    roofStart: 0.46,
    roofEnd: 0.7,
    deck: 0.93,
    tailHeight: 200,
    openTop: false,
    wing: false,
    sideIntake: false,
    spokes: 7,
  },
  suv: {
    style: 'suv',
    length: 960,
    wheelbase: 584,
    frontOverhang: 166,
    wheelRadius: 76,
    clearance: 44,
    noseHeight: 186,
    cowlHeight: 230,
    roofHeight: 340,
    windscreen: 0.33,
    roofStart: 0.43,
    roofEnd: 0.86,
    deck: 0.97,
    tailHeight: 236,
    openTop: false,
    wing: false,
    sideIntake: false,
    spokes: 6,
  },
  roadster: {
    style: 'roadster',
    length: 920,
    wheelbase: 540,
    frontOverhang: 176,
    wheelRadius: 70,
    clearance: 20,
    noseHeight: 100,
    cowlHeight: 172,
    roofHeight: 230,
    windscreen: 0.42,
    roofStart: 0.5,
    roofEnd: 0.58,
    deck: 0.95,
    tailHeight: 188,
    openTop: true,
    wing: false,
    sideIntake: false,
    spokes: 10,
  },
};

type Tweak = Partial<CarProfile> & { style: BodyStyle; grille: Grille; caliper: string };

// prettier-ignore
const MODEL_TWEAKS: Record<string, Tweak> = {
  'lamborghini-huracan-evo': { style: 'wedge', grille: 'intake', caliper: '#e8b100', roofEnd: 0.64 },
  'lamborghini-aventador-svj': { style: 'wedge', grille: 'intake', caliper: '#e8b100', length: 980, wing: true, roofHeight: 222, spokes: 5 },
  'lamborghini-urus': { style: 'suv', grille: 'intake', caliper: '#e8b100', roofHeight: 318, roofEnd: 0.7, deck: 0.95, tailHeight: 226, clearance: 42, spokes: 10 },
  'ferrari-sf90-stradale': { style: 'wedge', grille: 'slot', caliper: '#f2c200', noseHeight: 70, roofHeight: 232, spokes: 5 },
  'ferrari-296-gtb': { style: 'wedge', grille: 'slot', caliper: '#f2c200', length: 900, roofHeight: 234, roofEnd: 0.62, spokes: 5 },
  'ferrari-roma': { style: 'gt', grille: 'slot', caliper: '#c8102e', spokes: 5 },
  'ferrari-portofino-m': { style: 'roadster', grille: 'slot', caliper: '#f2c200', length: 940, tailHeight: 182 },
  'porsche-911-turbo-s': { style: 'sports', grille: 'wide', caliper: '#f2c200', roofEnd: 0.7, deck: 0.95, tailHeight: 172, spokes: 10 },
  'porsche-911-gt3-rs': { style: 'sports', grille: 'wide', caliper: '#c8102e', wing: true, roofEnd: 0.7, deck: 0.95, tailHeight: 172, spokes: 1 },
  'porsche-taycan-turbo-s': { style: 'saloon', grille: 'matrix', caliper: '#f2c200', roofHeight: 270, cowlHeight: 168, noseHeight: 110, roofEnd: 0.7, spokes: 10 },
  'porsche-cayenne-turbo-gt': { style: 'suv', grille: 'wide', caliper: '#3fb67c', roofHeight: 320, roofEnd: 0.78, spokes: 10 },
  'mclaren-720s': { style: 'wedge', grille: 'intake', caliper: '#ff7a00', roofEnd: 0.66, deck: 0.92, spokes: 10 },
  'mclaren-artura': { style: 'wedge', grille: 'intake', caliper: '#ff7a00', length: 900, roofEnd: 0.64, spokes: 5 },
  'mclaren-765lt-spider': { style: 'wedge', grille: 'intake', caliper: '#ff7a00', openTop: true, wing: true, roofHeight: 212, roofStart: 0.47, roofEnd: 0.52, spokes: 10 },
  'audi-r8-v10-performance': { style: 'wedge', grille: 'horseshoe', caliper: '#c8102e', roofHeight: 240, roofEnd: 0.62, noseHeight: 74, spokes: 10 },
  'audi-rs-e-tron-gt': { style: 'saloon', grille: 'matrix', caliper: '#c8102e', roofHeight: 266, cowlHeight: 166, noseHeight: 108, roofEnd: 0.68, spokes: 10 },
  'audi-rs-q8': { style: 'suv', grille: 'horseshoe', caliper: '#c8102e', roofHeight: 318, roofEnd: 0.8, spokes: 10 },
  'bmw-m8-competition-cabriolet': { style: 'roadster', grille: 'kidney', caliper: '#0a4da2', length: 980, wheelbase: 570, tailHeight: 184, spokes: 7 },
  'bmw-m5-cs': { style: 'saloon', grille: 'kidney', caliper: '#d4af37', spokes: 10 },
  'bmw-xm': { style: 'suv', grille: 'kidney', caliper: '#d4af37', roofHeight: 336, roofEnd: 0.84, spokes: 5 },
  'mercedes-benz-amg-gt-black-series': { style: 'gt', grille: 'pantheon', caliper: '#ff6f00', wing: true, roofHeight: 246, windscreen: 0.46, roofStart: 0.56, roofEnd: 0.68, spokes: 10 },
  'mercedes-benz-s-580-maybach': { style: 'saloon', grille: 'pantheon', caliper: '#8a8d91', length: 1060, wheelbase: 670, roofHeight: 300, spokes: 20 },
  'mercedes-benz-g-63-amg': { style: 'suv', grille: 'wide', caliper: '#c8102e', roofHeight: 372, windscreen: 0.3, roofStart: 0.34, roofEnd: 0.94, deck: 0.985, tailHeight: 330, noseHeight: 200, cowlHeight: 232, spokes: 5 },
  'mercedes-benz-sl-63-amg': { style: 'roadster', grille: 'pantheon', caliper: '#c8102e', spokes: 5 },
  'bentley-continental-gt-speed': { style: 'gt', grille: 'matrix', caliper: '#c8102e', roofEnd: 0.74, noseHeight: 96, spokes: 10 },
  'bentley-bentayga-ewb': { style: 'suv', grille: 'matrix', caliper: '#8a8d91', length: 1020, wheelbase: 640, spokes: 10 },
  'bentley-flying-spur': { style: 'saloon', grille: 'matrix', caliper: '#8a8d91', length: 1030, wheelbase: 640, spokes: 10 },
  'rolls-royce-phantom': { style: 'saloon', grille: 'pantheon', caliper: '#b8b8b8', length: 1080, wheelbase: 690, roofHeight: 322, noseHeight: 138, cowlHeight: 196, roofEnd: 0.76, spokes: 20 },
  'rolls-royce-cullinan': { style: 'suv', grille: 'pantheon', caliper: '#b8b8b8', roofHeight: 362, noseHeight: 176, roofEnd: 0.9, spokes: 20 },
  'rolls-royce-dawn': { style: 'roadster', grille: 'pantheon', caliper: '#b8b8b8', length: 990, wheelbase: 580, noseHeight: 122, cowlHeight: 184, tailHeight: 194, spokes: 20 },
  'rolls-royce-ghost': { style: 'saloon', grille: 'pantheon', caliper: '#b8b8b8', length: 1040, wheelbase: 650, roofHeight: 310, noseHeight: 128, roofEnd: 0.74, spokes: 20 },
  'aston-martin-dbs-superleggera': { style: 'gt', grille: 'wide', caliper: '#0f3d2e', spokes: 10 },
  'aston-martin-vantage-roadster': { style: 'roadster', grille: 'wide', caliper: '#c6d82f', length: 880, wheelbase: 500 },
  'aston-martin-db12': { style: 'gt', grille: 'wide', caliper: '#b08d57', roofEnd: 0.72, spokes: 5 },
  'bugatti-chiron-sport': { style: 'wedge', grille: 'horseshoe', caliper: '#0b3d91', noseHeight: 78, roofHeight: 252, roofEnd: 0.62, sideIntake: false, spokes: 5 },
  'koenigsegg-jesko': { style: 'wedge', grille: 'intake', caliper: '#c8102e', wing: true, roofHeight: 238, roofEnd: 0.6, spokes: 1 },
  'pagani-huayra-roadster': { style: 'wedge', grille: 'slot', caliper: '#3b4b5c', openTop: true, roofHeight: 214, roofEnd: 0.5, spokes: 20 },
  'pagani-utopia': { style: 'wedge', grille: 'slot', caliper: '#c7c2b8', roofHeight: 236, roofEnd: 0.62, spokes: 20 },
};

const CATEGORY_STYLE: Record<string, BodyStyle> = {
  supercar: 'wedge',
  luxury: 'gt',
  sports: 'sports',
  suv: 'suv',
  cabriolet: 'roadster',
  business: 'saloon',
  wedding: 'saloon',
};

export const FLEET_SLUGS = Object.keys(MODEL_TWEAKS);

export function profileFor(slug: string, category?: string): CarProfile {
  const tweak = MODEL_TWEAKS[slug];
  if (tweak) return { ...STYLE_DEFAULTS[tweak.style], ...tweak };
  const style = CATEGORY_STYLE[category ?? ''] ?? 'gt';
  return { ...STYLE_DEFAULTS[style], grille: 'wide', caliper: '#8a8d91' };
}
