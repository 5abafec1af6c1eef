import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLanguage } from '../i18n/useLanguage.ts';
import { usePrice } from './usePrice.ts';

interface PriceProps {
  /** Euro amount as the API sends it, e.g. "1200.00". */
  euros: string;
  perDay?: boolean;
  /** To the cent, for an amount that was or will be charged (decision 60). */
  exact?: boolean;
  sx?: SxProps<Theme>;
}

export function Price({ euros, perDay = false, exact = false, sx }: PriceProps) {
  const formatPrice = usePrice();
  const { t } = useLanguage();
  return (
    <Box
      component="span"
      data-testid="price"
      sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {formatPrice(euros, { exact })}
      {perDay && (
        <Box component="span" sx={{ fontSize: '0.6em', fontWeight: 400, color: 'text.secondary', ml: 0.25 }}>
          {t.price.perDay}
        </Box>
      )}
    </Box>
  );
}
