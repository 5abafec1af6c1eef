import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { firstPickupDate, type Booking, type BookingChangeQuery } from '@grandtour/shared';
import { useState } from 'react';
import { useBookingProblemMessage } from '../../booking/useBookingProblemMessage.ts';
import { BusyButton } from '../../common/BusyButton.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ChangeForm, changeProblem } from './ChangeForm.tsx';
import { ChangeSummary } from './ChangeSummary.tsx';
import { useChangeBooking, useChangePreview } from './useChangeBooking.ts';
import { useCar } from '../../api/useCar.ts';

const TITLE_ID = 'change-booking-title';

type ChangeableBooking = Pick<
  Booking,
  'id' | 'carId' | 'carBrand' | 'carModel' | 'startDate' | 'endDate' | 'pickupLocation' | 'dropoffLocation'
>;

/**
 * Changing a confirmed booking: new dates or pickup place, then the server's summary (old and new, the price
 * difference and whether it is charged or refunded), then the change itself. Refusals say why, in the site's language.
 */
export function ChangeBookingDialog({
  booking,
  onClose,
  onChanged,
}: {
  booking: ChangeableBooking;
  onClose: () => void;
  /** Told once the change is made, before the dialog closes. */
  onChanged?: () => void;
}) {
  const { t } = useLanguage();
  const texts = t.afterBooking.change;
  // The first day a pickup can still be (today before its 10:00, Paris time), as the server decides it.
  const [today] = useState(() => firstPickupDate(new Date()));
  const [wanted, setWanted] = useState<BookingChangeQuery>({
    startDate: booking.startDate,
    endDate: booking.endDate,
    pickupLocation: booking.pickupLocation,
    // A return place of its own is kept; otherwise the return follows the pickup.
    ...(booking.dropoffLocation !== booking.pickupLocation && { dropoffLocation: booking.dropoffLocation }),
  });
  const [problem, setProblem] = useState<ReturnType<typeof changeProblem>>(null);
  const preview = useChangePreview(booking.id);
  const change = useChangeBooking(booking.id, () => {
    onChanged?.();
    onClose();
  });
  const problemMessage = useBookingProblemMessage();
  const car = useCar(booking.carId);
  const summary = preview.data;
  const busy = preview.isPending || change.isPending;
  const failure = change.error ?? preview.error;
  const failureText = failure ? (problemMessage(failure) ?? texts.error) : null;

  const review = () => {
    const found = changeProblem(wanted);
    setProblem(found);
    if (!found) preview.mutate(wanted);
  };
  const edit = (next: BookingChangeQuery) => {
    setWanted(next);
    preview.reset();
    change.reset();
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      data-testid="change-dialog"
    >
      <DialogTitle id={TITLE_ID}>{texts.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>
          {booking.carBrand} {booking.carModel}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {texts.intro}
        </Typography>
        {summary ? (
          <ChangeSummary preview={summary} />
        ) : (
          <ChangeForm car={car.data} wanted={wanted} onChange={edit} problem={problem} today={today} />
        )}
        {failureText && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }} role="alert" data-testid="change-error">
            <strong>{texts.errorTitle}.</strong> {failureText}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy} data-testid="change-close">
          {texts.close}
        </Button>
        {summary ? (
          <>
            <Button onClick={() => edit(wanted)} disabled={busy} data-testid="change-edit">
              {texts.edit}
            </Button>
            <BusyButton
              busy={change.isPending}
              disabled={busy}
              label={texts.confirm}
              busyLabel={texts.confirming}
              onClick={() => change.mutate(summary)}
              testId="change-confirm"
            />
          </>
        ) : (
          <BusyButton
            busy={preview.isPending}
            disabled={busy}
            label={texts.review}
            busyLabel={texts.reviewing}
            onClick={review}
            testId="change-review"
          />
        )}
      </DialogActions>
    </Dialog>
  );
}
