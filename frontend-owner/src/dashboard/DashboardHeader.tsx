import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';

export function DashboardHeader() {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Typography variant="h4" component="h1">
          {translate('app.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.subtitle')}</Typography>
      </div>
      <Button component={Link} to="/cars/create" variant="contained" startIcon={<Add />}>
        {translate('app.addVehicle')}
      </Button>
    </Stack>
  );
}
