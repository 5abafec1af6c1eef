import { z } from 'zod';
import { OWNER_TEXT_LIMITS } from '../owner/owner-text-limits.ts';
import type { DescriptionTranslations } from './car-description.ts';

const translation = z.string().trim().max(OWNER_TEXT_LIMITS.carDescription);

/** A car's description in English, Spanish and German, each optional (kept apart so pages load no zod for it). */
export const DescriptionTranslationsSchema = z.strictObject({
  en: translation.optional(),
  es: translation.optional(),
  de: translation.optional(),
}) satisfies z.ZodType<DescriptionTranslations>;
