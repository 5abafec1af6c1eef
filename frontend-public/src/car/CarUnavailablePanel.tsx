import Button from '@mui/material/Button';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Link as RouterLink } from 'react-router-dom';
import { contactAboutCarPath } from '../contact/contactAboutCar.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { StatusPanel } from './StatusPanel.tsx';

/** The car cannot be booked now: the contact form opens already about this car. */
export function CarUnavailablePanel({ carName }: { carName: string }) {
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
          to={contactAboutCarPath(carName)}
          variant="contained"
          data-testid="contact-for-availability"
        >
          {t.carDetail.contactForAvailability}
        </Button>
      }
    />
  );
}
