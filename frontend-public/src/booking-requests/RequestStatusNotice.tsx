import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { REQUEST_RESPONSE_HOURS, type Booking } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { requestStateOf, type RequestStateKind } from './requestState.ts';
import { useAwaitingOwnerText } from './useAwaitingOwnerText.ts';

const SEVERITY: Readonly<Record<RequestStateKind, AlertColor>> = {
  awaiting_owner: 'info',
  declined: 'warning',
  expired: 'warning',
  withdrawn: 'info',
  lapsed: 'warning',
};

/**
 * Where a request to book stands, on its card and its page (decision 85): waiting for the owner until a deadline,
 * declined (with the owner's message, if any), expired, withdrawn; nothing for an instant or accepted booking.
 */
export function RequestStatusNotice({
  booking,
  sx,
}: {
  booking: Pick<Booking, 'status' | 'cancellationReason' | 'request'>;
  sx?: SxProps<Theme>;
}) {
  const texts = useLanguage().t.requests;
  const awaiting = useAwaitingOwnerText();
  const state = requestStateOf(booking);
  if (!state) return null;
  return (
    <Alert
      severity={SEVERITY[state.kind]}
      variant="outlined"
      // Read with the page, not announced as it loads: MUI's Alert is role="alert" by default.
      role="note"
      data-testid="request-status"
      data-state={state.kind}
      sx={[{ '& .MuiAlert-message': { minWidth: 0 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {state.kind === 'awaiting_owner' && (
        <>
          <Typography sx={{ fontWeight: 600 }} data-testid="request-deadline">
            {awaiting(state.respondBy)}
          </Typography>
          <Typography variant="body2">{texts.note(REQUEST_RESPONSE_HOURS)}</Typography>
        </>
      )}
      {state.kind === 'declined' && (
        <>
          <Typography sx={{ fontWeight: 600 }}>{texts.declined}</Typography>
          {state.message && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.declineMessage}
              </Typography>
              <Box
                component="blockquote"
                data-testid="request-decline-message"
                sx={{
                  m: 0,
                  mt: 0.5,
                  pl: 1.5,
                  borderLeft: '2px solid',
                  borderColor: 'divider',
                  whiteSpace: 'pre-line',
                  overflowWrap: 'anywhere',
                }}
              >
                {state.message}
              </Box>
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {texts.nothingCharged}
          </Typography>
        </>
      )}
      {state.kind === 'expired' && <Typography>{texts.expired}</Typography>}
      {state.kind === 'withdrawn' && <Typography>{texts.withdrawn}</Typography>}
      {state.kind === 'lapsed' && <Typography>{texts.lapsed}</Typography>}
    </Alert>
  );
}
