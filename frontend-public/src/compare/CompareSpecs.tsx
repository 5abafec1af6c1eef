import Box from '@mui/material/Box';
import type { Car } from '@grandtour/shared';
import { RatingSummary } from '../common/RatingSummary.tsx';
import { Price } from '../currency/Price.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useNumberFormat } from '../i18n/useNumberFormat.ts';

/** The same rows in every column, in the same order, so the cars read across. */
export function CompareSpecs({ car }: { car: Car }) {
  const { t } = useLanguage();
  const formatNumber = useNumberFormat();
  const d = t.carDetail;
  const rows = [
    { id: 'year', label: d.year, value: String(car.year) },
    { id: 'daily-price', label: d.dailyPrice, value: <Price euros={car.dailyPrice} perDay /> },
    { id: 'horsepower', label: d.horsepower, value: d.horsepowerValue(formatNumber(car.horsepower)) },
    { id: 'acceleration', label: d.acceleration, value: d.accelerationValue(formatNumber(car.acceleration)) },
    { id: 'seats', label: d.seats, value: String(car.seats) },
    {
      id: 'rating',
      label: t.compare.rating,
      value: <RatingSummary rating={car.rating} reviewCount={car.reviewCount} />,
    },
  ];
  return (
    <Box component="dl" sx={{ m: 0, mt: 2 }}>
      {rows.map(({ id, label, value }) => (
        <Box
          key={id}
          data-testid={`compare-${id}`}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            py: 1.25,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
