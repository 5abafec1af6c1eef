import ListItem from '@mui/material/ListItem';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingRequest } from '@grandtour/shared';
import { useEffect, useRef } from 'react';
import { Link, useTranslate } from 'react-admin';

/**
 * A request the owner just answered, in place of its buttons: the keyboard's focus lands on what became of it (the
 * buttons it was on are gone), with the way to its booking.
 */
export function AnsweredRequestItem({ request, accepted }: { request: PendingRequest; accepted: boolean }) {
  const translate = useTranslate();
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 2 }} data-testid="answered-request">
      <Stack spacing={0.5}>
        <Typography ref={said} tabIndex={-1} sx={{ fontWeight: 600 }}>
          {translate(accepted ? 'app.requests.answeredAccepted' : 'app.requests.answeredDeclined', {
            customer: request.customerName,
            car: `${request.carBrand} ${request.carModel}`,
          })}
        </Typography>
        <MuiLink component={Link} to={`/bookings/${request.bookingId}/show`} sx={{ alignSelf: 'flex-start' }}>
          {translate('app.requests.seeBooking')}
        </MuiLink>
      </Stack>
    </ListItem>
  );
}
