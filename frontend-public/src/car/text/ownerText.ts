import type { LanguageCode } from '@grandtour/shared';

/** A text an owner wrote, in the language it is shown in: `lang` is set only where it differs from the page's. */
export interface OwnerText {
  text: string;
  lang: LanguageCode | undefined;
}
