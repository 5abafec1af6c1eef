import ListItem from '@mui/material/ListItem';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingRequest } from '@grandtour/shared';
import { Link, useTranslate } from 'react-admin';
import { RequestAnswerButtons } from '../bookings/requests/RequestAnswerButtons.tsx';
import { TimeLeft } from '../bookings/requests/TimeLeft.tsx';
import type { RequestAnswer } from '../bookings/requests/useRequestAnswer.ts';
import { formatDate, formatEuros } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

/**
 * One request waiting for the owner: the customer and the car (which also describe its buttons and link, so that a
 * screen reader says which request each answers), the dates, the payout, the time left, Accept, Decline, the booking.
 */
export function PendingRequestItem({
  request,
  onAnswered,
}: {
  request: PendingRequest;
  onAnswered: (answer: RequestAnswer) => void;
}) {
  const translate = useTranslate();
  const language = useLanguage();
  const titleId = `pending-request-${request.bookingId}`;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 2 }} data-testid="pending-request">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id={titleId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {request.customerName} · {request.carBrand} {request.carModel}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.requests.dates', {
              start: formatDate(request.startDate, language),
              end: formatDate(request.endDate, language),
            })}
          </Typography>
          <Typography variant="body2" data-testid="pending-request-payout">
            {translate('app.requests.payout', {
              amount: formatEuros(request.ownerPayoutCents, language, true),
            })}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({translate('app.requests.total', { amount: formatEuros(request.totalCents, language, true) })})
            </Typography>
          </Typography>
          <TimeLeft respondBy={request.respondBy} />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', md: 'flex-end' }, flexShrink: 0 }}>
          <RequestAnswerButtons
            bookingId={request.bookingId}
            customer={request.customerName}
            describedBy={titleId}
            onAnswered={onAnswered}
          />
          <MuiLink
            component={Link}
            to={`/bookings/${request.bookingId}/show`}
            aria-describedby={titleId}
            data-testid="pending-request-link"
          >
            {translate('app.requests.seeBooking')}
          </MuiLink>
        </Stack>
      </Stack>
    </ListItem>
  );
}
