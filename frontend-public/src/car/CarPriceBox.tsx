import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Car } from '@grandtour/shared';
import { Price } from '../currency/Price.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { DeliveryInfo } from '../search/DeliveryInfo.tsx';

export function CarPriceBox({ car }: { car: Car }) {
  const { t } = useLanguage();
  return (
    <Box
      data-testid="car-price"
      sx={{
        mt: 4,
        p: 3,
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: 'rgba(201, 162, 39, 0.4)',
        background: 'linear-gradient(135deg, rgba(201, 162, 39, 0.12), rgba(201, 162, 39, 0.02))',
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {t.carDetail.dailyPrice}
      </Typography>
      <Price
        euros={car.dailyPrice}
        perDay
        sx={{
          display: 'block',
          fontFamily: 'h1.fontFamily',
          fontSize: '2.4rem',
          fontWeight: 700,
          color: 'primary.light',
        }}
      />
      <Typography variant="body2" sx={{ mt: 1.5, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <span>{t.carDetail.deposit}</span>
        <Price euros={car.depositAmount} exact sx={{ fontWeight: 600 }} />
      </Typography>
      {/* What one delivered leg costs, as the booking charges it (decision 49). */}
      <Box sx={{ mt: 1.5 }}>
        <DeliveryInfo car={car} />
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 1.5, color: 'text.secondary', fontStyle: 'italic' }}
        data-testid="price-on-request"
      >
        {t.carDetail.priceOnRequest}
      </Typography>
    </Box>
  );
}
