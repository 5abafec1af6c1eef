import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Price } from '../currency/Price.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

/** A car card's foot: the daily price, under a rule, at the bottom of the card (home, favourites, search). */
export function CarPriceFooter({ dailyPrice, fontSize }: { dailyPrice: string; fontSize: string }) {
  const { t } = useLanguage();
  return (
    <Box
      sx={{
        mt: 'auto',
        pt: 2,
        borderTop: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {t.carDetail.dailyPrice}
      </Typography>
      <Price
        euros={dailyPrice}
        perDay
        sx={{ fontFamily: 'h1.fontFamily', fontSize, fontWeight: 700, color: 'primary.light' }}
      />
    </Box>
  );
}
