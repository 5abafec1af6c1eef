import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Price } from './Price.tsx';
import { useCurrency } from './useCurrency.ts';
import { useExactEuros } from './useExactEuros.ts';

interface PriceWithEurosProps {
  /** Euro amount as the API sends it, e.g. "1234.56". */
  euros: string;
  sx?: SxProps<Theme>;
}

/**
 * An amount charged, to the cent, in the display currency (decision 60); when that is not the euro, the exact euro amount follows in small print,
 * since bookings are charged in euros.
 */
export function PriceWithEuros({ euros, sx }: PriceWithEurosProps) {
  const { currency } = useCurrency();
  const exactEuros = useExactEuros();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Price euros={euros} exact sx={sx} />
      {currency !== 'EUR' && (
        <Box
          component="small"
          data-testid="price-in-euros"
          sx={{ color: 'text.secondary', fontSize: '0.75rem', fontWeight: 400, whiteSpace: 'nowrap' }}
        >
          {exactEuros(euros)}
        </Box>
      )}
    </Box>
  );
}
