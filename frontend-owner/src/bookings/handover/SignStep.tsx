import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HandoverParty, HandoverReport } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { CustomerSignature } from './CustomerSignature.tsx';
import { SealedReport } from './SealedReport.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import type { Handover } from './useHandover.ts';
import { useReportCall } from './useReportCall.ts';

const signatureOf = (report: HandoverReport, party: HandoverParty) =>
  report.signatures.find((signature) => signature.party === party);

/** Step 4: what the report still lacks, then the owner's signature and the customer's, then its seal. */
export function SignStep({ handover }: { handover: Handover }) {
  const translate = useTranslate();
  const language = useLanguage();
  const ownerSign = useReportCall(handover);
  const { report, uploads } = handover.state;
  if (!report) return null;
  if (report.sealed) return <SealedReport report={report} />;
  const { missingAngles, readings } = report.completeness;
  const ready = missingAngles.length === 0 && readings && Object.keys(uploads).length === 0;

  const signed = (party: HandoverParty) => {
    const signature = signatureOf(report, party);
    if (!signature) return null;
    return (
      <Typography
        variant="body2"
        color={signature.current ? 'success.main' : 'warning.main'}
        data-testid={`handover-signed-${party}`}
        data-current={signature.current}
      >
        {signature.current
          ? translate('app.handover.review.signed', { when: formatInstant(signature.signedAt, language) })
          : translate('app.handover.review.stale')}
      </Typography>
    );
  };
  const ownerDone = signatureOf(report, 'owner')?.current ?? false;
  const customerDone = signatureOf(report, 'customer')?.current ?? false;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {missingAngles.length > 0 && (
        <Alert severity="warning">
          {translate('app.handover.review.missingPhotos', {
            list: missingAngles.map((angle) => translate(`app.handover.angles.${angle}`)).join(', '),
          })}
        </Alert>
      )}
      {!readings && <Alert severity="warning">{translate('app.handover.review.missingReadings')}</Alert>}
      {ready && <Alert severity="info">{translate('app.handover.review.ready')}</Alert>}
      <Box component="section" aria-labelledby="owner-signature-title">
        <Typography id="owner-signature-title" variant="h6" component="h2">
          {translate('app.handover.review.ownerTitle')}
        </Typography>
        {signed('owner')}
        {!ownerDone && (
          <SignaturePad
            label={translate('app.handover.review.pad')}
            testId="owner-signature"
            disabled={!ready || ownerSign.pending}
            onSign={(png) => void ownerSign.run(() => handover.client.sign(png))}
          />
        )}
        {ownerSign.error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {ownerSign.error}
          </Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="customer-signature-title">
        <Typography id="customer-signature-title" variant="h6" component="h2">
          {translate('app.handover.review.customerTitle')}
        </Typography>
        {signed('customer')}
        {!customerDone && <CustomerSignature handover={handover} ready={ready} />}
      </Box>
    </Box>
  );
}
