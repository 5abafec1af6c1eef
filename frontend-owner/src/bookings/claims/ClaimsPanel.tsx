import ReportProblem from '@mui/icons-material/ReportProblem';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnerBookingDetail } from '@grandtour/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { ClaimDetails } from './ClaimDetails.tsx';
import { ClaimForm } from './ClaimForm.tsx';
import { readOwnerClaims, readReport } from './claimsApi.ts';
import { claimInPlay, claimWindow } from './claimWindow.ts';
import { WithdrawClaimButton } from './WithdrawClaimButton.tsx';

/**
 * "Dommages" on the owner's booking (issue 23): within a day of the return, a claim with photos and an estimate;
 * then where each claim stands, the customer's answer and the decision, and withdrawing it while allowed.
 */
export function ClaimsPanel() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [filling, setFilling] = useState(false);
  const bookingId = booking?.id;
  const enabled = Boolean(bookingId) && (booking?.status === 'confirmed' || booking?.status === 'completed');
  const claims = useQuery({
    queryKey: ['claims', bookingId],
    queryFn: () => readOwnerClaims(bookingId!),
    enabled,
  });
  const returnReport = useQuery({
    queryKey: ['claim-return', bookingId],
    queryFn: () => readReport('owner', bookingId!, 'return'),
    enabled,
  });
  if (!booking || !enabled || !booking.timeline) return null;

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['claims', bookingId] });
    refresh();
  };
  const period = claimWindow(returnReport.data, booking.timeline);
  const list = [...(claims.data ?? [])].reverse();
  // Before the return, with nothing claimed, there is nothing to show (most bookings).
  const loaded = claims.isSuccess && returnReport.isSuccess;
  if (loaded && period === null && list.length === 0 && booking.status !== 'completed') return null;
  const canDeclare =
    period !== null && Date.now() <= Date.parse(period.until) && !list.some(claimInPlay) && !filling;

  return (
    <Box
      component="section"
      aria-labelledby="claims-title"
      sx={{ px: 2, pb: 2, minWidth: 0 }}
      data-testid="owner-claims"
    >
      <Typography id="claims-title" variant="h6" component="h2">
        {translate('app.claims.title')}
      </Typography>
      {claims.isPending || returnReport.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{translate('app.claims.loading')}</Typography>
        </Stack>
      ) : claims.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void claims.refetch()}>{translate('app.claims.retry')}</Button>}
        >
          {translate('app.claims.loadError')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="claims-window">
            {period === null
              ? translate('app.claims.notReturned')
              : Date.now() <= Date.parse(period.until)
                ? translate('app.claims.windowOpen', { until: formatInstant(period.until, language) })
                : translate('app.claims.windowClosed')}
          </Typography>
          {canDeclare && (
            <Button
              variant="contained"
              startIcon={<ReportProblem />}
              onClick={() => setFilling(true)}
              sx={{ mt: 1 }}
              data-testid="claim-declare"
            >
              {translate('app.claims.declare')}
            </Button>
          )}
          {filling && (
            <ClaimForm
              bookingId={booking.id}
              onCancel={() => setFilling(false)}
              onDone={() => {
                setFilling(false);
                notify('app.claims.form.sent', { type: 'success' });
                reload();
              }}
            />
          )}
          {list.length === 0 && !filling && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="claims-none">
              {translate('app.claims.none')}
            </Typography>
          )}
          <Stack spacing={2} divider={<Divider flexItem />} sx={{ mt: 1.5 }}>
            {list.map((claim) => (
              <Box key={claim.id}>
                <ClaimDetails claim={claim} />
                {claimInPlay(claim) && <WithdrawClaimButton claim={claim} onDone={reload} />}
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
