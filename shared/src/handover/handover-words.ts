import type { LanguageCode } from '../i18n/languages.ts';
import type { HandoverAngle } from './handover.ts';

/** The angles' names in the four languages: one wording for the flows, the reports and their PDF. */
export const HANDOVER_ANGLE_WORDS: Record<LanguageCode, Record<HandoverAngle, string>> = {
  fr: {
    front: 'Avant',
    back: 'Arrière',
    left: 'Côté gauche',
    right: 'Côté droit',
    front_left: 'Angle avant gauche',
    front_right: 'Angle avant droit',
    rear_left: 'Angle arrière gauche',
    rear_right: 'Angle arrière droit',
    interior: 'Intérieur',
    dashboard: 'Tableau de bord',
  },
  en: {
    front: 'Front',
    back: 'Back',
    left: 'Left side',
    right: 'Right side',
    front_left: 'Front left corner',
    front_right: 'Front right corner',
    rear_left: 'Rear left corner',
    rear_right: 'Rear right corner',
    interior: 'Interior',
    dashboard: 'Dashboard',
  },
  es: {
    front: 'Delantera',
    back: 'Trasera',
    left: 'Lado izquierdo',
    right: 'Lado derecho',
    front_left: 'Esquina delantera izquierda',
    front_right: 'Esquina delantera derecha',
    rear_left: 'Esquina trasera izquierda',
    rear_right: 'Esquina trasera derecha',
    interior: 'Interior',
    dashboard: 'Salpicadero',
  },
  de: {
    front: 'Vorne',
    back: 'Hinten',
    left: 'Linke Seite',
    right: 'Rechte Seite',
    front_left: 'Ecke vorne links',
    front_right: 'Ecke vorne rechts',
    rear_left: 'Ecke hinten links',
    rear_right: 'Ecke hinten rechts',
    interior: 'Innenraum',
    dashboard: 'Armaturenbrett',
  },
};
