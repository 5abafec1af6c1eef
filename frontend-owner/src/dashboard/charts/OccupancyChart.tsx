import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnerDashboard } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { GOLD } from '../../layout/theme.ts';
import { ChartTable } from './ChartTable.tsx';

/** Per car, the share of the next 30 days booked (gold) and blocked (red), as bars and as a table. */
export function OccupancyChart({ occupancy }: { occupancy: OwnerDashboard['occupancy'] }) {
  const translate = useTranslate();
  const percent = (days: number) => `${(days / occupancy.days) * 100}%`;
  if (occupancy.cars.length === 0)
    return <Typography color="text.secondary">{translate('app.charts.noVehicle')}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('app.charts.occupancySummary')}
      </Typography>
      <Stack direction="row" spacing={2} aria-hidden="true" sx={{ my: 1 }}>
        <Typography variant="caption">
          <Box
            component="span"
            sx={{ display: 'inline-block', width: 10, height: 10, bgcolor: GOLD, mr: 0.5 }}
          />
          {translate('app.charts.booked')}
        </Typography>
        <Typography variant="caption">
          <Box
            component="span"
            sx={{ display: 'inline-block', width: 10, height: 10, bgcolor: 'error.main', mr: 0.5 }}
          />
          {translate('app.charts.blocked')}
        </Typography>
      </Stack>
      <Stack spacing={1} aria-hidden="true">
        {occupancy.cars.map((car) => (
          <div key={car.carId}>
            <Typography variant="caption" component="div" noWrap>
              {car.brand} {car.model}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                height: 10,
                bgcolor: 'rgba(255,255,255,0.08)',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              <Box sx={{ width: percent(car.bookedDays), bgcolor: GOLD }} />
              <Box sx={{ width: percent(car.blockedDays), bgcolor: 'error.main' }} />
            </Box>
          </div>
        ))}
      </Stack>
      <ChartTable
        caption={translate('app.charts.occupancyTitle')}
        headers={[
          translate('app.charts.vehicle'),
          translate('app.charts.booked'),
          translate('app.charts.blocked'),
        ]}
        rows={occupancy.cars.map((car) => [
          `${car.brand} ${car.model}`,
          translate('app.charts.days', { count: car.bookedDays }),
          translate('app.charts.days', { count: car.blockedDays }),
        ])}
      />
    </>
  );
}
