import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HANDOVER_LIMITS } from '@grandtour/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Handover } from './useHandover.ts';
import { useReportCall } from './useReportCall.ts';

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Step 2: the odometer and the fuel or charge level. */
export function ReadingsStep({ handover }: { handover: Handover }) {
  const translate = useTranslate();
  const readings = handover.state.report?.readings;
  const [odometer, setOdometer] = useState(readings ? String(readings.odometerKm) : '');
  const [fuel, setFuel] = useState(readings?.fuelPercent ?? 100);
  const [invalid, setInvalid] = useState(false);
  const save = useReportCall(handover);
  const sealed = handover.state.report?.sealed ?? false;

  const submit = () => {
    const odometerKm = whole(odometer);
    if (odometerKm === null || odometerKm > HANDOVER_LIMITS.odometerKmMax) return setInvalid(true);
    setInvalid(false);
    void save.run(() => handover.client.putReadings({ odometerKm, fuelPercent: fuel }));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label={translate('app.handover.readings.odometer')}
        value={odometer}
        onChange={(event) => setOdometer(event.target.value)}
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'data-testid': 'handover-odometer' },
        }}
        disabled={sealed}
        required
      />
      <Box>
        <Typography id="handover-fuel-label" gutterBottom>
          {translate('app.handover.readings.fuel')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 1 }}>
          <Slider
            value={fuel}
            min={0}
            max={100}
            step={5}
            onChange={(_event, value) => setFuel(value as number)}
            aria-labelledby="handover-fuel-label"
            disabled={sealed}
            sx={{ flex: 1 }}
          />
          <TextField
            value={fuel}
            onChange={(event) => {
              const value = whole(event.target.value);
              if (value !== null) setFuel(Math.min(100, value));
            }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-labelledby': 'handover-fuel-label',
                'data-testid': 'handover-fuel',
              },
            }}
            disabled={sealed}
            sx={{ width: 80 }}
          />
        </Box>
      </Box>
      {(invalid || save.error) && (
        <Alert severity="error" role="alert">
          {invalid ? translate('app.handover.readings.invalid') : save.error}
        </Alert>
      )}
      {save.done && (
        <Alert severity="success" data-testid="handover-readings-saved">
          {translate('app.handover.readings.saved')}
        </Alert>
      )}
      {!sealed && (
        <Button
          type="submit"
          variant="contained"
          disabled={save.pending}
          data-testid="handover-readings-save"
        >
          {translate('app.handover.readings.save')}
        </Button>
      )}
    </Box>
  );
}
