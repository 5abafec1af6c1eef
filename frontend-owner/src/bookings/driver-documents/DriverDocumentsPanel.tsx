import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DRIVER_CHECK_HOURS_BEFORE_PICKUP,
  DRIVER_DOCUMENT_KINDS,
  isDriverVerifiedOn,
  pickupInstant,
  type OwnerBooking,
} from '@grandtour/shared';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import {
  driverDocumentUrl,
  ownerDocumentsUrl,
  useDriverDocuments,
  useDriverDocumentsDecision,
} from './driverDocuments.ts';
import { RejectDocumentsDialog } from './RejectDocumentsDialog.tsx';

/** Whether pickup is less than a day away: an unverified driver is flagged to the owner (issue 22). */
const pickupSoon = (startDate: string) =>
  pickupInstant(startDate).getTime() - DRIVER_CHECK_HOURS_BEFORE_PICKUP * 3_600_000 <= Date.now();

/**
 * The driver's licence and ID for the owner of this booking, while it is active: photos shown, PDFs opened in a new
 * tab (each is a recorded view), and Verify or Refuse with a reason the driver reads in their language.
 */
export function DriverDocumentsPanel() {
  const booking = useRecordContext<OwnerBooking>();
  if (!booking) return null;
  const active = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <DriverDocumentsReview documentsUrl={ownerDocumentsUrl(booking.id)} visible={active} rental={booking} />
  );
}

/**
 * A driver's documents and the decision on them, for a booking's owner or an administrator (`documentsUrl` says
 * whose): `visible` false says they may not be seen (a finished booking) without asking; `rental`, when known, warns
 * of a driver still unverified a day before pickup.
 */
export function DriverDocumentsReview({
  documentsUrl,
  visible = true,
  rental,
}: {
  documentsUrl: string;
  visible?: boolean;
  rental?: { startDate: string; endDate: string };
}) {
  const translate = useTranslate();
  const language = useLanguage();
  const documents = useDriverDocuments(visible ? documentsUrl : null);
  const decision = useDriverDocumentsDecision(documentsUrl);
  const [rejecting, setRejecting] = useState(false);
  const status = documents.data;
  return (
    <Box
      component="section"
      aria-labelledby="driver-documents-title"
      sx={{ px: 2, pb: 2 }}
      data-testid="driver-documents"
    >
      <Typography id="driver-documents-title" variant="h6" component="h2">
        {translate('app.driverDocuments.title')}
      </Typography>
      {visible && documents.isPending && <CircularProgress size={24} />}
      {documents.isError && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
      {(status === null || !visible) && (
        <Typography color="text.secondary" data-testid="driver-documents-unavailable">
          {translate('app.driverDocuments.unavailable')}
        </Typography>
      )}
      {status && (
        <>
          <Typography
            data-testid="driver-documents-status"
            data-status={status.status}
            sx={{ fontWeight: 600 }}
          >
            {status.status === 'verified' && status.licenceExpiresOn
              ? translate('app.driverDocuments.verifiedUntil', {
                  date: formatDate(status.licenceExpiresOn, language),
                })
              : translate(`app.driverDocuments.status.${status.status}`)}
          </Typography>
          {status.rejection && (
            <Typography variant="body2" color="text.secondary">
              {translate(`app.driverDocuments.reasons.${status.rejection.reason}`)}
              {status.rejection.note ? ` — ${status.rejection.note}` : ''}
            </Typography>
          )}
          {rental && !isDriverVerifiedOn(status, rental.endDate) && pickupSoon(rental.startDate) && (
            <Alert severity="warning" sx={{ my: 1 }} data-testid="driver-not-verified-soon">
              {translate('app.driverDocuments.notVerifiedSoon')}
            </Alert>
          )}
          {status.status === 'rejected' && (
            <Typography variant="body2" sx={{ my: 1 }}>
              {translate('app.driverDocuments.rejectedCancels')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {translate('app.driverDocuments.privacy')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {DRIVER_DOCUMENT_KINDS.map((kind) => {
              const document = status.documents.find((candidate) => candidate.kind === kind);
              const label = translate(`app.driverDocuments.kinds.${kind}`);
              return (
                <Box key={kind} data-testid={`driver-document-${kind}`}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  {!document && (
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.driverDocuments.missing')}
                    </Typography>
                  )}
                  {document?.contentType === 'image/jpeg' && (
                    <Link href={driverDocumentUrl(documentsUrl, kind)} target="_blank" rel="noopener">
                      <img
                        src={driverDocumentUrl(documentsUrl, kind)}
                        alt={label}
                        loading="lazy"
                        // The card's shape held before the photo loads: nothing below jumps when it does.
                        style={{
                          width: '100%',
                          aspectRatio: '85.6 / 54',
                          objectFit: 'contain',
                          background: 'rgba(0, 0, 0, 0.04)',
                          borderRadius: 4,
                          display: 'block',
                        }}
                      />
                    </Link>
                  )}
                  {document?.contentType === 'application/pdf' && (
                    <Link href={driverDocumentUrl(documentsUrl, kind)} target="_blank" rel="noopener">
                      {translate('app.driverDocuments.openPdf')}
                    </Link>
                  )}
                </Box>
              );
            })}
          </Box>
          {status.documents.length > 0 && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 1.5, alignItems: 'flex-start' }}
            >
              <Button
                variant="contained"
                color="success"
                disabled={decision.isPending || status.status === 'verified'}
                onClick={() => decision.mutate({ verify: true })}
                data-testid="verify-driver"
              >
                {translate('app.driverDocuments.verify')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={decision.isPending}
                onClick={() => setRejecting(true)}
                data-testid="reject-driver"
              >
                {translate('app.driverDocuments.reject')}
              </Button>
            </Stack>
          )}
          <RejectDocumentsDialog
            open={rejecting}
            onClose={() => setRejecting(false)}
            onReject={(reason, note) => {
              setRejecting(false);
              decision.mutate({ verify: false, reason, ...(note ? { note } : {}) });
            }}
          />
        </>
      )}
    </Box>
  );
}
