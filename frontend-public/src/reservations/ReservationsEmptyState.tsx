import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';

export function ReservationsEmptyState({ tab }: { tab: 'active' | 'history' }) {
  const { t } = useLanguage();
  const texts = t.reservations.empty;
  return (
    <Box
      data-testid={`reservations-empty-${tab}`}
      sx={{
        p: { xs: 4, md: 6 },
        textAlign: 'center',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1.5,
      }}
    >
      <EventAvailableIcon sx={{ fontSize: 44, color: 'primary.main' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 1.5 }}>
        {tab === 'active' ? texts.activeTitle : texts.historyTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {tab === 'active' ? texts.activeText : texts.historyText}
      </Typography>
      <Button component={RouterLink} to="/search" variant="contained">
        {texts.action}
      </Button>
    </Box>
  );
}
