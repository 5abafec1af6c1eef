import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { bookingReference, type AdminClaim } from '@grandtour/shared';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ClaimDetails } from '../../bookings/claims/ClaimDetails.tsx';
import { HandoverEvidence } from '../../bookings/claims/HandoverEvidence.tsx';
import { useHandoverReports } from '../../bookings/claims/useHandoverReports.ts';
import { DecideClaimForm } from './DecideClaimForm.tsx';

/** The pickup and return reports of the claim's booking, side by side. */
function Evidence({ bookingId }: { bookingId: string }) {
  const translate = useTranslate();
  const reports = useHandoverReports('admin', bookingId);
  if (reports.isPending) return <CircularProgress size={20} aria-label={translate('app.claims.loading')} />;
  if (reports.isError) return <Alert severity="error">{translate('app.claims.loadError')}</Alert>;
  return <HandoverEvidence reports={reports.data} />;
}

function ClaimCase() {
  const claim = useRecordContext<AdminClaim>();
  const translate = useTranslate();
  if (!claim) return null;
  const decidable = claim.status === 'contested' || claim.status === 'escalated';
  return (
    <Grid container spacing={3} sx={{ p: 2 }} data-testid="admin-claim">
      <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {translate('app.claims.admin.claim')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.claims.admin.between', { booking: bookingReference(claim.bookingId) })}
        </Typography>
        <ClaimDetails claim={claim} />
        {decidable ? (
          <DecideClaimForm claim={claim} />
        ) : (
          claim.status === 'open' && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {translate('app.claims.admin.notDecidable')}
            </Typography>
          )
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
        <Box component="section" aria-labelledby="evidence-title">
          <Typography id="evidence-title" variant="h6" component="h2">
            {translate('app.claims.evidence.title')}
          </Typography>
          <Evidence bookingId={claim.bookingId} />
        </Box>
      </Grid>
    </Grid>
  );
}

/** One dispute for an administrator: the claim and the answer, the handover evidence side by side, the decision. */
export function ClaimShow() {
  return (
    <Show title="app.claims.title">
      <ClaimCase />
    </Show>
  );
}
