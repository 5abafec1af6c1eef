import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useGetList, useTranslate } from 'react-admin';
import type { OwnerBooking } from '@grandtour/shared';
import { BookingSummaryItem } from './BookingSummaryItem.tsx';

const SHOWN = 5;

/** The five latest bookings (spec §2): three placeholders while loading, a sentence when there are none. */
export function BookingsTab() {
  const translate = useTranslate();
  const { data, isPending } = useGetList<OwnerBooking & { id: string }>('bookings', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  if (isPending)
    return (
      <Stack spacing={1} data-testid="bookings-loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  if (!data || data.length === 0)
    return <Typography color="text.secondary">{translate('app.bookingsTab.empty')}</Typography>;
  return (
    <Stack spacing={2}>
      <List disablePadding aria-label={translate('app.tabs.bookings')}>
        {data.map((booking) => (
          <BookingSummaryItem key={booking.id} booking={booking} />
        ))}
      </List>
      <Button component={Link} to="/bookings" sx={{ alignSelf: 'flex-start' }}>
        {translate('app.bookingsTab.seeAll')}
      </Button>
    </Stack>
  );
}
