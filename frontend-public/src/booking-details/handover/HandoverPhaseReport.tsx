import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { HANDOVER_ANGLES, HandoverApiError, handoverBaseUrl, type HandoverPhase } from '@grandtour/shared';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useParisDateTime } from '../../i18n/useParisDateTime.ts';
import type { HandoverTexts } from './handoverTexts.ts';
import { PhotoTile } from './PhotoTile.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import { SigningCode } from './SigningCode.tsx';
import { useCustomerHandover } from './useCustomerHandover.ts';

/** One report as the customer sees it: photos, readings, damage, who signed, the seal; and their own signature. */
export function HandoverPhaseReport({
  bookingId,
  phase,
  texts,
  onSealed,
}: {
  bookingId: string;
  phase: HandoverPhase;
  texts: HandoverTexts;
  onSealed?: (sealed: boolean) => void;
}) {
  const { t } = useLanguage();
  const when = useParisDateTime('medium');
  const handover = useCustomerHandover(bookingId, phase, true);
  const { report, uploads, loadError } = handover.state;
  const [signing, setSigning] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sealed = report?.sealed ?? false;
  useEffect(() => onSealed?.(sealed), [onSealed, sealed]);

  if (!report)
    return loadError ? (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void handover.queue.refresh().catch(() => undefined)}
          >
            {texts.retry}
          </Button>
        }
      >
        {loadError.status === 0 ? texts.loadError : loadError.message}
      </Alert>
    ) : (
      <CircularProgress size={24} aria-label={texts.loading} />
    );

  const slotOf = (slot: string) => report.slots.find((entry) => entry.slot === slot);
  const done = HANDOVER_ANGLES.length - report.completeness.missingAngles.length;
  const started = done > 0 || report.readings !== null || report.signatures.length > 0;
  const ready =
    report.completeness.missingAngles.length === 0 &&
    report.completeness.readings &&
    Object.keys(uploads).length === 0;
  const mine = report.signatures.find((signature) => signature.party === 'customer');

  const sign = async (png: Blob) => {
    setSending(true);
    setSignError(null);
    try {
      handover.queue.setReport(await handover.client.sign(png));
      setSigning(false);
    } catch (error) {
      setSignError(error instanceof HandoverApiError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      data-testid={`customer-handover-${phase}`}
      data-sealed={report.sealed}
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      {report.sealed && report.sealedAt && (
        <Alert
          severity="success"
          data-testid={`customer-handover-${phase}-sealed`}
          data-seal={report.sealSha256 ?? ''}
        >
          {texts.sealed(when(report.sealedAt))}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {texts.seal(report.sealSha256 ?? '')}
          </Typography>
          <Button
            component="a"
            href={`${handoverBaseUrl('customer', bookingId, phase)}/report.pdf`}
            download
            size="small"
            sx={{ mt: 0.5, px: 0 }}
            data-testid={`customer-handover-${phase}-pdf`}
          >
            {texts.download}
          </Button>
        </Alert>
      )}
      {!started && !report.sealed && <Typography variant="body2">{texts.notStarted}</Typography>}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.photos(done, HANDOVER_ANGLES.length)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
        {HANDOVER_ANGLES.map((angle) => (
          <PhotoTile
            key={angle}
            slot={angle}
            label={texts.angles[angle]}
            entry={slotOf(angle)}
            upload={uploads[angle]}
            canTake={!report.sealed}
            onFile={(file) => handover.queue.add(angle, file)}
            texts={texts}
          />
        ))}
      </Box>
      <Typography variant="body2" data-testid={`customer-handover-${phase}-readings`}>
        {report.readings
          ? texts.readings(
              new Intl.NumberFormat(t.locale).format(report.readings.odometerKm),
              report.readings.fuelPercent,
            )
          : texts.noReadings}
      </Typography>
      <Box>
        <Typography variant="subtitle2" component="h4">
          {texts.damages}
        </Typography>
        {report.damages.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.noDamage}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {report.damages.map((damage) => (
              <Box
                component="li"
                key={damage.damageId}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                {slotOf(damage.photoSlot)?.photoUrl && (
                  <Box
                    component="img"
                    src={slotOf(damage.photoSlot)!.photoUrl!}
                    alt=""
                    sx={{ width: 80, height: 60, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                  />
                )}
                <Typography
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                  data-testid="customer-handover-damage"
                >
                  {damage.note}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {report.signatures.map((signature) => (
        <Typography
          key={signature.party}
          variant="body2"
          data-testid={`customer-handover-${phase}-signed-${signature.party}`}
          data-current={signature.current}
        >
          {texts.signedBy[signature.party]} · {when(signature.signedAt)}
          {!signature.current && ` · ${texts.stale}`}
        </Typography>
      ))}
      {!report.sealed && !mine?.current && (
        <Box>
          {!ready && started && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.notReady}
            </Typography>
          )}
          {ready && !signing && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              <Button
                variant="contained"
                onClick={() => setSigning(true)}
                data-testid={`customer-handover-${phase}-sign`}
              >
                {texts.signTitle}
              </Button>
              <SigningCode
                client={handover.client}
                texts={texts}
                testId={`customer-handover-${phase}-code`}
              />
            </Box>
          )}
          {ready && signing && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2">{texts.signIntro}</Typography>
              <SignaturePad
                testId={`customer-handover-${phase}-pad`}
                texts={texts}
                disabled={sending}
                onSign={(png) => void sign(png)}
              />
            </Box>
          )}
          {signError && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {signError}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
