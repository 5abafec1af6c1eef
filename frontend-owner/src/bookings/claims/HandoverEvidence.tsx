import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  HANDOVER_ANGLES,
  HANDOVER_PHASES,
  type HandoverAngle,
  type HandoverPhase,
  type HandoverReport,
} from '@grandtour/shared';
import { useTranslate } from 'react-admin';

export type Reports = Record<HandoverPhase, HandoverReport | null | undefined>;

function Photo({ url, label }: { url: string | null | undefined; label: string }) {
  const translate = useTranslate();
  return url ? (
    <Box component="a" href={url} target="_blank" rel="noopener" sx={{ display: 'block', minWidth: 0 }}>
      <Box
        component="img"
        src={url}
        alt={label}
        loading="lazy"
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    </Box>
  ) : (
    <Box
      sx={{
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {translate('app.claims.evidence.noPhoto')}
      </Typography>
    </Box>
  );
}

/** One report's readings and damage notes, under its column. */
function ReportFacts({ phase, report }: { phase: HandoverPhase; report: HandoverReport | null | undefined }) {
  const translate = useTranslate();
  return (
    <Box data-testid={`evidence-facts-${phase}`} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4">
        {translate(`app.claims.evidence.${phase}`)}
      </Typography>
      {!report ? (
        <Typography variant="body2">{translate('app.claims.evidence.noReport')}</Typography>
      ) : (
        <>
          <Typography variant="body2" data-testid={`evidence-readings-${phase}`}>
            {report.readings
              ? translate('app.claims.evidence.readings', {
                  km: report.readings.odometerKm.toLocaleString(),
                  fuel: report.readings.fuelPercent,
                })
              : translate('app.claims.evidence.noReadings')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            {translate('app.claims.evidence.damages')}
          </Typography>
          {report.damages.length === 0 ? (
            <Typography variant="body2">{translate('app.claims.evidence.noDamage')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {report.damages.map((damage) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={damage.damageId}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {damage.note}
                </Typography>
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

/** The pickup and return reports side by side: each angle's two photos in a row, then both reports' readings and notes. */
export function HandoverEvidence({
  reports,
  angles = HANDOVER_ANGLES,
  facts = true,
}: {
  reports: Reports;
  /** Only these angles (the owner's form compares one at a time). */
  angles?: readonly HandoverAngle[];
  facts?: boolean;
}) {
  const translate = useTranslate();
  const photoOf = (phase: HandoverPhase, slot: string) =>
    reports[phase]?.slots.find((entry) => entry.slot === slot)?.photoUrl;
  const columns = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 };
  return (
    <Box data-testid="handover-evidence" sx={{ minWidth: 0 }}>
      <Box sx={{ ...columns, position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1, py: 0.5 }}>
        {HANDOVER_PHASES.map((phase) => (
          <Typography key={phase} variant="subtitle2" component="p" sx={{ textAlign: 'center' }}>
            {translate(`app.claims.evidence.${phase}`)}
          </Typography>
        ))}
      </Box>
      {angles.map((angle) => {
        const name = translate(`app.handover.angles.${angle}`);
        return (
          <Box key={angle} component="figure" sx={{ m: 0, mb: 1.5 }} data-testid={`evidence-angle-${angle}`}>
            <Box sx={columns}>
              {HANDOVER_PHASES.map((phase) => (
                <Photo
                  key={phase}
                  url={photoOf(phase, angle)}
                  label={`${name} — ${translate(`app.claims.evidence.${phase}`)}`}
                />
              ))}
            </Box>
            <Typography component="figcaption" variant="caption">
              {name}
            </Typography>
          </Box>
        );
      })}
      {facts && (
        <Box sx={{ ...columns, mt: 1 }}>
          {HANDOVER_PHASES.map((phase) => (
            <ReportFacts key={phase} phase={phase} report={reports[phase]} />
          ))}
        </Box>
      )}
    </Box>
  );
}
