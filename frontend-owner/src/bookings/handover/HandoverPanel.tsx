import Assignment from '@mui/icons-material/Assignment';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  HANDOVER_ANGLES,
  handoverBaseUrl,
  handoverClient,
  type HandoverPhase,
  type HandoverReport,
  type OwnerBookingDetail,
} from '@grandtour/shared';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';

const readReport = (bookingId: string, phase: HandoverPhase) =>
  handoverClient({
    baseUrl: handoverBaseUrl('owner', bookingId, phase),
    newKey: () => crypto.randomUUID(),
  }).report();

/** Where a report stands, in one line. */
function useReportLine() {
  const translate = useTranslate();
  const language = useLanguage();
  return (report: HandoverReport) => {
    if (report.sealed && report.sealedAt)
      return translate('app.handover.status.sealed', { when: formatInstant(report.sealedAt, language) });
    const done = HANDOVER_ANGLES.length - report.completeness.missingAngles.length;
    if (done === 0 && !report.readings) return translate('app.handover.status.notStarted');
    const line = translate('app.handover.status.inProgress', {
      done,
      total: HANDOVER_ANGLES.length,
      readings: translate(
        report.completeness.readings
          ? 'app.handover.status.readingsDone'
          : 'app.handover.status.readingsMissing',
      ),
    });
    const signed = report.signatures.filter((signature) => signature.current);
    return signed.length === 0
      ? line
      : `${line} · ${translate('app.handover.status.signedBy', {
          parties: signed.map((signature) => translate(`app.handover.party.${signature.party}`)).join(', '),
        })}`;
  };
}

/** The booking's two reports: where each stands, and the guided flow to fill it in on the phone. */
export function HandoverPanel() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const line = useReportLine();
  const bookingId = booking?.id;
  const enabled = Boolean(bookingId) && (booking?.status === 'confirmed' || booking?.status === 'completed');
  const pickup = useQuery({
    queryKey: ['handover', bookingId, 'pickup'],
    queryFn: () => readReport(bookingId!, 'pickup'),
    enabled,
  });
  const back = useQuery({
    queryKey: ['handover', bookingId, 'return'],
    queryFn: () => readReport(bookingId!, 'return'),
    enabled: enabled && pickup.data?.sealed === true,
  });
  if (!booking || !enabled) return null;

  const row = (phase: HandoverPhase, report: HandoverReport | undefined, locked: boolean) => (
    <Box data-testid={`handover-panel-${phase}`} data-sealed={report?.sealed ?? false}>
      <Button
        component={RouterLink}
        to={`/bookings/${booking.id}/handover/${phase}`}
        variant={report?.sealed ? 'outlined' : 'contained'}
        startIcon={<Assignment />}
        disabled={locked}
        data-testid={`open-handover-${phase}`}
      >
        {translate(`app.handover.open.${phase}`)}
      </Button>
      {report?.sealed && (
        <Button
          component="a"
          href={`${handoverBaseUrl('owner', booking.id, phase)}/report.pdf`}
          download
          startIcon={<PictureAsPdf />}
          sx={{ ml: 1 }}
          data-testid={`handover-pdf-${phase}`}
        >
          {translate('app.handover.download')}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {locked
          ? translate('app.handover.status.returnLocked')
          : report
            ? line(report)
            : translate('app.handover.status.loading')}
      </Typography>
    </Box>
  );

  return (
    <Box
      component="section"
      aria-labelledby="handover-title"
      sx={{ px: 2, pb: 2 }}
      data-testid="owner-handovers"
    >
      <Typography id="handover-title" variant="h6" component="h2">
        {translate('app.handover.panelTitle')}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {row('pickup', pickup.data, false)}
        {row('return', back.data, pickup.data?.sealed !== true)}
      </Stack>
    </Box>
  );
}
