import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import BoltIcon from '@mui/icons-material/Bolt';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { driverRequirementsOf, type Car } from '@grandtour/shared';
import { useDriverTexts } from '../i18n/drivers/useDriverTexts.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useNumberFormat } from '../i18n/useNumberFormat.ts';

const factSx = { display: 'inline-flex', alignItems: 'center', gap: 0.5 } as const;
const iconSx = { color: 'primary.main', fontSize: '1.05rem' } as const;

/** Horsepower in CV, seats, and the transmission as Auto or Man (spec §2). */
export function CarQuickFacts({ car }: { car: Car }) {
  const { t } = useLanguage();
  const formatNumber = useNumberFormat();
  const drivers = useDriverTexts();
  const { minAge } = driverRequirementsOf(car.category, car.driverRequirements);
  return (
    <Box
      component="ul"
      data-testid="car-quick-facts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2, fontSize: '0.9rem' }}
    >
      <Box component="li" sx={factSx}>
        <BoltIcon sx={iconSx} aria-hidden />
        {t.carDetail.horsepowerValue(formatNumber(car.horsepower))}
      </Box>
      <Box component="li" sx={factSx}>
        <EventSeatIcon sx={iconSx} aria-hidden />
        {t.search.card.seats(car.seats)}
      </Box>
      <Box component="li" sx={factSx} title={t.transmissions[car.transmission]}>
        <SettingsIcon sx={iconSx} aria-hidden />
        <span aria-hidden>{t.search.card.transmissionShort[car.transmission]}</span>
        <Box component="span" sx={visuallyHidden}>
          {t.transmissions[car.transmission]}
        </Box>
      </Box>
      <Box component="li" sx={factSx} data-testid="car-min-age" title={drivers.badgeLabel(minAge)}>
        <PersonIcon sx={iconSx} aria-hidden />
        <span aria-hidden>{drivers.badge(minAge)}</span>
        <Box component="span" sx={visuallyHidden}>
          {drivers.badgeLabel(minAge)}
        </Box>
      </Box>
    </Box>
  );
}
