import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { HANDOVER_PHASES, type HandoverPhase, type HandoverReport } from '@grandtour/shared';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DamageStep } from './DamageStep.tsx';
import { PhotoStep } from './PhotoStep.tsx';
import { ReadingsStep } from './ReadingsStep.tsx';
import { SignStep } from './SignStep.tsx';
import { useHandover, useOnline, type Handover } from './useHandover.ts';

const STEPS = ['photos', 'readings', 'damage', 'sign'] as const;

/** Where a flow opened again resumes: the first thing the server says is missing, else the signatures. */
const resumeStep = (report: HandoverReport) =>
  report.sealed ? 3 : report.completeness.missingAngles.length > 0 ? 0 : report.completeness.readings ? 3 : 1;

/**
 * The guided handover on the owner's phone (issue 23), full screen: photos by angle, readings, damage, then both
 * signatures and the seal. Everything is on the server as it goes, so "Finir plus tard" loses nothing.
 */
export function HandoverFlowPage() {
  const { id = '', phase: phaseParam } = useParams();
  const phase = (HANDOVER_PHASES as readonly string[]).includes(phaseParam ?? '')
    ? (phaseParam as HandoverPhase)
    : 'pickup';
  const handover = useHandover(id, phase);
  return <HandoverFlow bookingId={id} phase={phase} handover={handover} />;
}

function HandoverFlow({
  bookingId,
  phase,
  handover,
}: {
  bookingId: string;
  phase: HandoverPhase;
  handover: Handover;
}) {
  const translate = useTranslate();
  const online = useOnline();
  const { report, loadError } = handover.state;
  const [step, setStep] = useState<number | null>(null);
  useEffect(() => {
    if (report && step === null) setStep(resumeStep(report));
  }, [report, step]);
  const current = step ?? 0;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        maxWidth: 720,
        mx: 'auto',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
      data-testid="handover-flow"
      data-phase={phase}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/bookings/${bookingId}/show`}
          startIcon={<ArrowBack />}
          size="small"
          data-testid="handover-later"
        >
          {translate('app.handover.later')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1">
        {translate(`app.handover.open.${phase}`)}
      </Typography>
      {!online && <Alert severity="warning">{translate('app.handover.offline')}</Alert>}
      {loadError && !report && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void handover.queue.refresh().catch(() => undefined)}>
              {translate('app.handover.retry')}
            </Button>
          }
        >
          {loadError.status === 0 ? translate('app.handover.loadError') : loadError.message}
        </Alert>
      )}
      {!report && !loadError && <CircularProgress aria-label={translate('app.handover.status.loading')} />}
      {report && (
        <>
          <Stepper
            nonLinear
            activeStep={current}
            alternativeLabel
            sx={{ '& .MuiStepLabel-label': { fontSize: 12 } }}
          >
            {STEPS.map((name, index) => (
              <Step key={name} completed={stepDone(report, name)}>
                <StepButton onClick={() => setStep(index)} data-testid={`handover-step-${name}`}>
                  {translate(`app.handover.steps.${name}`)}
                </StepButton>
              </Step>
            ))}
          </Stepper>
          <Typography variant="overline" component="p">
            {translate('app.handover.stepOf', { n: current + 1 })} ·{' '}
            {translate(`app.handover.steps.${STEPS[current]}`)}
          </Typography>
          <Box sx={{ flex: 1 }}>
            {current === 0 && <PhotoStep handover={handover} />}
            {current === 1 && <ReadingsStep handover={handover} />}
            {current === 2 && <DamageStep handover={handover} />}
            {current === 3 && <SignStep handover={handover} />}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, pb: 2 }}>
            <Button disabled={current === 0} onClick={() => setStep(current - 1)}>
              {translate('app.handover.back')}
            </Button>
            {current < STEPS.length - 1 && (
              <Button variant="contained" onClick={() => setStep(current + 1)} data-testid="handover-next">
                {translate('app.handover.next')}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

function stepDone(report: HandoverReport, step: (typeof STEPS)[number]) {
  switch (step) {
    case 'photos':
      return report.completeness.missingAngles.length === 0;
    case 'readings':
      return report.completeness.readings;
    case 'damage':
      return report.damages.length > 0;
    case 'sign':
      return report.sealed;
  }
}
