import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import SettingsIcon from '@mui/icons-material/Settings';
import SpeedIcon from '@mui/icons-material/Speed';
import TimerIcon from '@mui/icons-material/Timer';
import type { Car } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useNumberFormat } from '../i18n/useNumberFormat.ts';

export function CarSpecs({ car }: { car: Car }) {
  const { t } = useLanguage();
  const formatNumber = useNumberFormat();
  const d = t.carDetail;
  const specs = [
    {
      id: 'horsepower',
      Icon: BoltIcon,
      label: d.horsepower,
      value: d.horsepowerValue(formatNumber(car.horsepower)),
    },
    {
      id: 'acceleration',
      Icon: TimerIcon,
      label: d.acceleration,
      value: d.accelerationValue(formatNumber(car.acceleration)),
    },
    {
      id: 'top-speed',
      Icon: SpeedIcon,
      label: d.topSpeed,
      value: d.topSpeedValue(formatNumber(car.topSpeed)),
    },
    { id: 'seats', Icon: EventSeatIcon, label: d.seats, value: String(car.seats) },
    {
      id: 'transmission',
      Icon: SettingsIcon,
      label: d.transmission,
      value: t.transmissions[car.transmission],
    },
    { id: 'fuel', Icon: LocalGasStationIcon, label: d.fuel, value: t.fuelTypes[car.fuelType] },
    { id: 'year', Icon: CalendarMonthIcon, label: d.year, value: String(car.year) },
  ];

  return (
    <Box component="section" aria-labelledby="specs-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="specs-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {d.specifications}
      </Typography>
      <Box
        component="dl"
        data-testid="car-specs"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {specs.map(({ id, Icon, label, value }) => (
          <Box
            key={id}
            data-testid={`spec-${id}`}
            sx={{
              p: 2.5,
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1.5,
              backgroundColor: '#121216',
            }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {/* Inside the term: a description list's groups hold only terms and descriptions. */}
              <Icon sx={{ display: 'block', color: 'primary.main', mb: 1 }} aria-hidden />
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontFamily: 'h1.fontFamily',
                fontSize: '1.2rem',
                fontWeight: 600,
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
