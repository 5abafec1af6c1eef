import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import type { BookingDetails } from '@grandtour/shared';
import { useState } from 'react';
import { BusyButton } from '../common/BusyButton.tsx';
import { awaitsOwner } from '../booking-requests/requestState.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';
import { CancelBookingDialog } from '../reservations/lazyCancelBookingDialog.ts';
import { isActive } from '../reservations/summariseReservations.ts';
import { useCancelBooking } from '../reservations/useCancelBooking.ts';
import { DialogSuspense } from '../common/DialogSuspense.tsx';
import { ChangeBookingDialog } from './change/lazyChangeBookingDialog.ts';
import { DetailsSection } from './DetailsSection.tsx';
import { ReceiptLink } from './ReceiptLink.tsx';

/** What can still be done: change it (confirmed, up to 24 h before pickup), download its receipt, cancel it. */
export function BookingActions({ details, onWritten }: { details: BookingDetails; onWritten: () => void }) {
  const { t } = useLanguage();
  const requestTexts = t.requests;
  const parisDateTime = useParisDateTime();
  const texts = t.afterBooking.details;
  const { booking } = details;
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);
  const { cancel, cancellingId } = useCancelBooking();
  const cancelling = cancellingId === booking.id;
  const until = parisDateTime(details.changeableUntil);
  if (!details.canChange && !details.receiptAvailable && !isActive(booking)) return null;
  return (
    <DetailsSection id="details-actions" title={texts.actionsHeading}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {details.canChange && (
          <>
            <Button
              variant="contained"
              startIcon={<EditCalendarIcon aria-hidden />}
              onClick={() => setDialog('change')}
              data-testid="details-modify"
            >
              {texts.modify}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.changeableUntil(until)}
            </Typography>
          </>
        )}
        {details.receiptAvailable && (
          <>
            <ReceiptLink bookingId={booking.id} label={texts.receipt} />
            {details.receiptNumber && (
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary' }}
                data-testid="details-receipt-number"
              >
                {texts.receiptNumber(details.receiptNumber)}
              </Typography>
            )}
          </>
        )}
        {isActive(booking) && (
          <BusyButton
            variant="outlined"
            color="error"
            busy={cancelling}
            // Cancelling a request the owner has yet to answer withdraws it (decision 85).
            label={awaitsOwner(booking) ? requestTexts.withdraw : texts.cancel}
            busyLabel={t.reservations.card.cancelling}
            onClick={() => setDialog('cancel')}
            testId="details-cancel"
          />
        )}
      </Box>
      {dialog === 'change' && (
        <DialogSuspense>
          <ChangeBookingDialog booking={booking} onClose={() => setDialog(null)} onChanged={onWritten} />
        </DialogSuspense>
      )}
      {dialog === 'cancel' && (
        <DialogSuspense>
          <CancelBookingDialog
            booking={booking}
            onClose={() => setDialog(null)}
            onConfirm={() => {
              cancel(booking);
              onWritten();
              setDialog(null);
            }}
          />
        </DialogSuspense>
      )}
    </DetailsSection>
  );
}
