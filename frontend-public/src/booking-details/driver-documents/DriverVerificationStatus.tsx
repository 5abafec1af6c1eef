import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { isDriverVerifiedOn, todayInParis, type DriverDocumentsStatus } from '@grandtour/shared';
import { useLanguage } from '../../i18n/useLanguage.ts';

/** Where the driver stands, and when refused, why, in their language (with the owner's own words, if any). */
export function DriverVerificationStatus({ status }: { status: DriverDocumentsStatus }) {
  const { t } = useLanguage();
  const texts = t.documents;
  if (isDriverVerifiedOn(status, todayInParis())) {
    const until = status.licenceExpiresOn
      ? new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${status.licenceExpiresOn}T00:00:00Z`),
        )
      : null;
    return (
      <Alert severity="success" data-testid="driver-verified">
        {until ? texts.verifiedUntil(until) : texts.status.verified}
      </Alert>
    );
  }
  if (status.status === 'rejected' && status.rejection)
    return (
      <Alert severity="error" data-testid="driver-rejected">
        <Typography sx={{ fontWeight: 600 }}>{texts.status.rejected}</Typography>
        <Typography variant="body2">{texts.reasons[status.rejection.reason]}</Typography>
        {status.rejection.note && (
          <Typography variant="body2">{texts.ownerNote(status.rejection.note)}</Typography>
        )}
        <Typography variant="body2">{texts.sendAgain}</Typography>
      </Alert>
    );
  // Verified once, but the licence has expired since: a new one is needed.
  if (status.status === 'verified')
    return (
      <Alert severity="warning" data-testid="driver-status">
        {texts.reasons.expired}
      </Alert>
    );
  return (
    <Alert severity={status.status === 'submitted' ? 'info' : 'warning'} data-testid="driver-status">
      {texts.status[status.status]}
    </Alert>
  );
}
