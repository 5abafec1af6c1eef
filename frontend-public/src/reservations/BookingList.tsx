import Box from '@mui/material/Box';
import type { Booking } from '@grandtour/shared';
import { useState } from 'react';
import { ChangeBookingDialog } from '../booking-details/change/lazyChangeBookingDialog.ts';
import { DialogSuspense } from '../common/DialogSuspense.tsx';
import { BookingCard } from './BookingCard.tsx';
import { BookingCardActions } from './BookingCardActions.tsx';
import { canPayAgain } from './canPayAgain.ts';
import { CancelBookingDialog, loadCancelBookingDialog } from './lazyCancelBookingDialog.ts';
import { ReservationsEmptyState } from './ReservationsEmptyState.tsx';
import { useCancelBooking } from './useCancelBooking.ts';
import { useResumePayment } from './useResumePayment.ts';

export function BookingList({ bookings, tab }: { bookings: Booking[]; tab: 'active' | 'history' }) {
  const { cancel, cancellingId } = useCancelBooking();
  const { pay, payingId } = useResumePayment();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [toChange, setToChange] = useState<Booking | null>(null);
  const [now] = useState(() => new Date());

  if (bookings.length === 0) return <ReservationsEmptyState tab={tab} />;
  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 3 }}
        onPointerOver={loadCancelBookingDialog}
        onFocus={loadCancelBookingDialog}
      >
        {bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            actions={
              <BookingCardActions
                booking={booking}
                payable={canPayAgain(booking, now)}
                cancelling={cancellingId === booking.id}
                paying={payingId === booking.id}
                onCancel={() => setToCancel(booking)}
                onPay={() => pay(booking)}
                onModify={() => setToChange(booking)}
              />
            }
          />
        ))}
      </Box>
      {toChange && (
        <DialogSuspense>
          <ChangeBookingDialog booking={toChange} onClose={() => setToChange(null)} />
        </DialogSuspense>
      )}
      {toCancel && (
        <DialogSuspense>
          <CancelBookingDialog
            booking={toCancel}
            onClose={() => setToCancel(null)}
            onConfirm={() => {
              cancel(toCancel);
              setToCancel(null);
            }}
          />
        </DialogSuspense>
      )}
    </>
  );
}
