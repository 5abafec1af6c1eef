import Box from '@mui/material/Box';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingSummaryCard } from './BookingSummaryCard.tsx';
import { CardProviderForm } from './CardProviderForm.tsx';
import type { PendingBooking } from './pendingBookingStore.ts';
import { PaymentPageHeading } from './PaymentPageHeading.tsx';
import { panelSx } from '../common/panelSx.ts';

export function CardPayment({ booking, clientSecret }: { booking: PendingBooking; clientSecret: string }) {
  const { t } = useLanguage();
  return (
    <>
      <PaymentPageHeading title={t.payment.card.title} subtitle={t.payment.card.subtitle} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
        <Box sx={panelSx}>
          <CardProviderForm
            clientSecret={clientSecret}
            bookingId={booking.bookingId}
            request={booking.request}
          />
        </Box>
        <Box sx={{ order: { xs: -1, md: 0 } }}>
          <BookingSummaryCard booking={booking} />
        </Box>
      </Box>
    </>
  );
}
