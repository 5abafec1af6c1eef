import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnerBooking } from '@grandtour/shared';
import { Link, useTranslate } from 'react-admin';
import { formatDate, formatEuros } from '../common/money.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { useLanguage } from '../common/useLanguage.ts';
import { awaitsOwner } from '../bookings/requests/requestTimeLeft.ts';

/**
 * Customer, dates, Confirmé / En attente (anything not confirmed, as the spec says; Demande for a request awaiting the
 * owner) and the total in EUR.
 */
export function BookingSummaryItem({ booking }: { booking: OwnerBooking }) {
  const translate = useTranslate();
  const language = useLanguage();
  const confirmed = booking.status === 'confirmed';
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={`/bookings/${booking.id}/show`} data-testid="booking-summary">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ width: '100%', justifyContent: 'space-between' }}
        >
          <div>
            <Typography sx={{ fontWeight: 600 }}>
              {booking.customer.firstName} {booking.customer.lastName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {booking.carBrand} {booking.carModel} · {formatDate(booking.startDate, language)} –{' '}
              {formatDate(booking.endDate, language)}
            </Typography>
          </div>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {awaitsOwner(booking) ? (
              <StatusBadge label={translate('app.requests.chip')} tone="amber" />
            ) : (
              <StatusBadge
                label={translate(confirmed ? 'app.bookingsTab.confirmed' : 'app.bookingsTab.pending')}
                tone={confirmed ? 'gold' : 'grey'}
              />
            )}
            <Typography sx={{ fontWeight: 600, minWidth: 90, textAlign: 'right' }}>
              {formatEuros(booking.totalCents, language, true)}
            </Typography>
          </Stack>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
