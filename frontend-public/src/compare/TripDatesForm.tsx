import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { firstPickupDate } from '@grandtour/shared';
import { useState } from 'react';
import { ToggleSwitch } from '../common/ToggleSwitch.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { FilterInput } from '../search/FilterInput.tsx';
import type { Trip } from './compareParams.ts';
import type { TripDatesState } from './tripDatesState.ts';

const PROBLEM_ID = 'trip-dates-problem';

interface TripDatesFormProps {
  trip: Trip;
  state: TripDatesState;
  onChange: (trip: Trip) => void;
}

/** The visitor's dates and whether the car is delivered, so that each column can show what the trip costs. */
export function TripDatesForm({ trip, state, onChange }: TripDatesFormProps) {
  const { t } = useLanguage();
  // The first day a car can still be collected at 10:00 (Paris), as the booking itself requires (decision 50).
  const firstStart = firstPickupDate(new Date());
  // The address updates in a transition: a second date picked before it lands must not lose the first one.
  const [draft, setDraft] = useState(trip);
  const addressKey = `${trip.startDate}/${trip.endDate}/${trip.homeDelivery}`;
  const [draftSource, setDraftSource] = useState(addressKey);
  if (draftSource !== addressKey) {
    setDraftSource(addressKey);
    setDraft(trip);
  }
  const change = <K extends keyof Trip>(field: K, value: Trip[K]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    onChange(next);
  };
  return (
    <Box
      component="fieldset"
      data-testid="trip-dates"
      sx={{
        m: 0,
        mb: 4,
        p: { xs: 2, md: 3 },
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1.5,
      }}
    >
      <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
        {t.compare.trip.legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(2, minmax(0, 220px)) auto',
          },
        }}
      >
        <FilterInput
          name="startDate"
          type="date"
          label={t.search.filters.startDate}
          value={draft.startDate}
          invalid={state === 'reversed'}
          describedBy={PROBLEM_ID}
          min={firstStart}
          onChange={(startDate) => change('startDate', startDate)}
        />
        <FilterInput
          name="endDate"
          type="date"
          label={t.search.filters.endDate}
          value={draft.endDate}
          invalid={state === 'reversed'}
          describedBy={PROBLEM_ID}
          min={draft.startDate || firstStart}
          onChange={(endDate) => change('endDate', endDate)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <ToggleSwitch
            label={t.compare.trip.homeDelivery}
            on={draft.homeDelivery}
            onChange={(homeDelivery) => change('homeDelivery', homeDelivery)}
            testId="trip-home-delivery"
          />
        </Box>
      </Box>
      {state === 'reversed' ? (
        // Where the hint was, in the error colour: no Alert box, whose code the page would load for this alone.
        <Typography
          id={PROBLEM_ID}
          variant="body2"
          role="alert"
          data-testid="trip-dates-problem"
          sx={{ mt: 1.5, color: 'error.main', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <ErrorOutlineIcon fontSize="small" aria-hidden />
          {t.search.problems.dateOrder}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }} role="status">
          {state !== 'ready'
            ? t.compare.trip.prompt
            : draft.homeDelivery
              ? t.compare.trip.shownWithDelivery
              : t.compare.trip.shown}
        </Typography>
      )}
    </Box>
  );
}
