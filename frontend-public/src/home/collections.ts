import type SvgIcon from '@mui/material/SvgIcon';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CelebrationIcon from '@mui/icons-material/Celebration';
import DiamondIcon from '@mui/icons-material/Diamond';
import FavoriteIcon from '@mui/icons-material/Favorite';
import SpeedIcon from '@mui/icons-material/Speed';
import WbSunnyIcon from '@mui/icons-material/WbSunny';

export type CollectionId = 'supercars' | 'luxury' | 'convertibles' | 'business' | 'wedding' | 'events';

export interface Collection {
  id: CollectionId;
  /** The search category the tile links to, spelled exactly as the spec's tile mapping (§2 Home). */
  category: string;
  image: string;
  Icon: typeof SvgIcon;
}

export const COLLECTIONS: readonly Collection[] = [
  { id: 'supercars', category: 'supercar', image: '/media/collections/supercar.svg', Icon: SpeedIcon },
  { id: 'luxury', category: 'luxury', image: '/media/collections/luxury.svg', Icon: DiamondIcon },
  {
    id: 'convertibles',
    category: 'cabriolets',
    image: '/media/collections/cabriolet.svg',
    Icon: WbSunnyIcon,
  },
  {
    id: 'business',
    category: 'business',
    image: '/media/collections/business.svg',
    Icon: BusinessCenterIcon,
  },
  { id: 'wedding', category: 'mariage', image: '/media/collections/wedding.svg', Icon: FavoriteIcon },
  { id: 'events', category: 'luxury', image: '/media/collections/events.svg', Icon: CelebrationIcon },
];
