import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookingRequest, OwnerBooking } from '@grandtour/shared';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { awaitsOwner } from './requestTimeLeft.ts';
import { RequestAnswerButtons } from './RequestAnswerButtons.tsx';
import { TimeLeft } from './TimeLeft.tsx';

/**
 * A request to book (decision 85) on its booking's page: where it stands, when the answer is due and how long is left,
 * the owner's message when they declined, and Accept or Decline while it waits for them.
 */
export function RequestPanel() {
  const booking = useRecordContext<OwnerBooking>();
  const translate = useTranslate();
  const language = useLanguage();
  // The API's answer, until the booking read again says so too (its read model follows a moment later).
  const [answered, setAnswered] = useState<BookingRequest | null>(null);
  const request = awaitsOwner(booking) && answered ? answered : booking?.request;
  if (!booking || !request) return null;
  const waiting = request.status === 'awaiting_owner';
  return (
    <Box
      component="section"
      aria-labelledby="request-title"
      sx={{ px: { xs: 2, sm: 4 }, pt: 3 }}
      data-testid="owner-request"
      data-status={request.status}
    >
      <Typography id="request-title" variant="h6" component="h2">
        {translate('app.requests.panelTitle')}
      </Typography>
      <Typography id="request-status" sx={{ fontWeight: 600 }} data-testid="owner-request-status">
        {translate(`app.requests.status.${request.status}`)}
      </Typography>
      {waiting && request.respondBy && (
        <Stack spacing={0.5} sx={{ my: 1 }}>
          <Typography variant="body2">
            {translate('app.requests.respondBy', { when: formatInstant(request.respondBy, language) })}
          </Typography>
          <TimeLeft respondBy={request.respondBy} />
          <Typography variant="body2" color="text.secondary">
            {translate('app.requests.pendingIntro')}
          </Typography>
        </Stack>
      )}
      {request.respondedAt && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.requests.respondedAt', { when: formatInstant(request.respondedAt, language) })}
        </Typography>
      )}
      {request.declineMessage && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="owner-request-message">
          {translate('app.requests.yourMessage', { message: request.declineMessage })}
        </Alert>
      )}
      {waiting && (
        <Box sx={{ mt: 1.5 }}>
          <RequestAnswerButtons
            bookingId={booking.id}
            customer={`${booking.customer.firstName} ${booking.customer.lastName}`}
            describedBy="request-status"
            onAnswered={(_answer, answeredBooking) => setAnswered(answeredBooking.request)}
          />
        </Box>
      )}
    </Box>
  );
}
