import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnerCar } from '@grandtour/shared';
import { Link, useGetList, useTranslate } from 'react-admin';
import { VehicleSummaryCard } from './VehicleSummaryCard.tsx';

/** The owner's cars as cards (spec §2), or the invitation to add the first one. */
export function VehiclesTab() {
  const translate = useTranslate();
  const { data, isPending } = useGetList<OwnerCar>('cars', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'brand', order: 'ASC' },
  });
  if (isPending)
    return (
      <Grid container spacing={2}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={140} />
          </Grid>
        ))}
      </Grid>
    );
  if (!data || data.length === 0)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{translate('app.vehiclesTab.empty')}</Typography>
        <Button component={Link} to="/cars/create" variant="contained" startIcon={<Add />}>
          {translate('app.vehiclesTab.addFirst')}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((car) => (
          <Grid key={car.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <VehicleSummaryCard car={car} />
          </Grid>
        ))}
      </Grid>
      <Button component={Link} to="/cars" sx={{ alignSelf: 'flex-start' }}>
        {translate('app.vehiclesTab.seeAll')}
      </Button>
    </Stack>
  );
}
