import Button from '@mui/material/Button';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { StatusPanel } from './StatusPanel.tsx';

export function CarUnavailablePanel() {
  const { t } = useLanguage();
  return (
    <StatusPanel
      testId="car-unavailable"
      tone="warning"
      headingLevel="h2"
      Icon={EventBusyIcon}
      title={t.carDetail.unavailableTitle}
      text={t.carDetail.unavailableText}
      action={
        <Button
          component={RouterLink}
          to="/contact"
          variant="contained"
          data-testid="contact-for-availability"
        >
          {t.carDetail.contactForAvailability}
        </Button>
      }
    />
  );
}
