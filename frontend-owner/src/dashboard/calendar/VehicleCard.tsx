import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnerCalendar } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { StatusBadge } from '../../common/StatusBadge.tsx';

/** The chosen vehicle: brand, model, year, category and the Disponible/Occupé badge. */
export function VehicleCard({ car }: { car: OwnerCalendar['cars'][number] }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="calendar-vehicle-card">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <div>
            <Typography variant="h6" component="h2">
              {car.brand} {car.model}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {car.year} · {translate(`app.categories.${car.category}`)}
            </Typography>
          </div>
          <StatusBadge
            label={translate(car.isAvailable ? 'app.available' : 'app.busy')}
            tone={car.isAvailable ? 'gold' : 'red'}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
