import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { OWNER_TEXT_LIMITS, UNAVAILABILITY_REASONS, type UnavailabilityReason } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import type { DaySetting } from './calendarModel.ts';

interface ConfigurationPanelProps {
  count: number;
  setting: DaySetting;
  onChange(setting: DaySetting): void;
  syncing: boolean;
  onQueue(): void;
  onSyncNow(): void;
}

/** 'Configuration pour N date(s) sélectionnée(s)': Disponible / Non disponible, a reason for the latter, notes. */
export function ConfigurationPanel({
  count,
  setting,
  onChange,
  syncing,
  onQueue,
  onSyncNow,
}: ConfigurationPanelProps) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="configuration-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="configuration-title" variant="h6" component="h2">
          {translate('app.calendar.configurationFor', { count })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={setting.isAvailable ? 'available' : 'unavailable'}
          onChange={(_, value: string | null) =>
            value && onChange({ ...setting, isAvailable: value === 'available' })
          }
          aria-label={translate('app.calendar.statusLabel')}
        >
          <ToggleButton value="available">{translate('app.calendar.available')}</ToggleButton>
          <ToggleButton value="unavailable">{translate('app.calendar.unavailable')}</ToggleButton>
        </ToggleButtonGroup>
        {!setting.isAvailable && (
          <TextField
            select
            label={translate('app.calendar.reason')}
            value={setting.reason}
            onChange={(event) =>
              onChange({ ...setting, reason: event.target.value as UnavailabilityReason | '' })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 360 }}
          >
            <option value="">{translate('app.calendar.noReason')}</option>
            {UNAVAILABILITY_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {translate(`app.reasons.${reason}`)}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          label={translate('app.calendar.notes')}
          value={setting.notes}
          onChange={(event) => onChange({ ...setting, notes: event.target.value })}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: OWNER_TEXT_LIMITS.calendarNotes } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={onQueue} disabled={syncing}>
            {translate('app.calendar.addToCalendar')}
          </Button>
          <Button variant="contained" onClick={onSyncNow} disabled={syncing}>
            {translate(syncing ? 'app.calendar.syncing' : 'app.calendar.syncNow')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
