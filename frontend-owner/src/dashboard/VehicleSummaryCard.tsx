import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { photoVariantUrl, type OwnerCar } from '@grandtour/shared';
import { Link, useTranslate } from 'react-admin';
import { formatEuros } from '../common/money.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { useLanguage } from '../common/useLanguage.ts';

/** Brand, model, year, category, the daily price with '/jour' and the Disponible/Occupé badge. */
export function VehicleSummaryCard({ car }: { car: OwnerCar }) {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <Card variant="outlined" data-testid="vehicle-card">
      <CardActionArea component={Link} to={`/cars/${car.id}/show`}>
        {car.images[0] && (
          <img
            src={photoVariantUrl(car.images[0], 800) ?? car.images[0]}
            alt=""
            style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        )}
        <CardContent>
          <Typography variant="h6" component="h3">
            {car.brand} {car.model}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {car.year} · {translate(`app.categories.${car.category}`)}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {formatEuros(car.dailyPriceCents, language)}
              {translate('app.perDay')}
            </Typography>
            <StatusBadge
              label={translate(car.isAvailable ? 'app.available' : 'app.busy')}
              tone={car.isAvailable ? 'gold' : 'red'}
            />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
