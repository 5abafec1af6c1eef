import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { HandoverReport } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';

/** A sealed report: when, and the seal's hash (what `handovers verify` recomputes). */
export function SealedReport({ report }: { report: HandoverReport }) {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <Alert severity="success" data-testid="handover-sealed" data-seal={report.sealSha256 ?? ''}>
      <AlertTitle>{translate('app.handover.sealed.title')}</AlertTitle>
      {report.sealedAt && (
        <Typography variant="body2">
          {translate('app.handover.sealed.at', { when: formatInstant(report.sealedAt, language) })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {translate('app.handover.sealed.hash', { hash: report.sealSha256 ?? '' })}
      </Typography>
      {report.phase === 'pickup' && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('app.handover.sealed.pickedUp')}
        </Typography>
      )}
    </Alert>
  );
}
