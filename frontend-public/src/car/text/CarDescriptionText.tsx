import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Car } from '@grandtour/shared';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useCarDescription } from './useCarDescription.ts';

/** A car's description as the visitor reads it; in French, with a note saying so, when the owner gave no other. */
export function CarDescriptionText({
  car,
  ...props
}: { car: Pick<Car, 'description' | 'descriptionTranslations'> } & TypographyProps) {
  const { t } = useLanguage();
  const description = useCarDescription(car);
  return (
    <Typography {...props}>
      <span lang={description.lang}>{description.text}</span>
      {description.lang && (
        <Typography
          component="span"
          variant="caption"
          data-testid="description-language-note"
          sx={{ ml: 1, fontStyle: 'italic', whiteSpace: 'nowrap' }}
        >
          {t.carDetail.inFrench}
        </Typography>
      )}
    </Typography>
  );
}
