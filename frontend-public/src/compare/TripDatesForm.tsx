import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { FilterInput } from '../search/FilterInput.tsx';
import { todayIso } from '../search/todayIso.ts';
import type { TripDates } from './compareParams.ts';
import type { TripDatesState } from './tripDatesState.ts';

const PROBLEM_ID = 'trip-dates-problem';

interface TripDatesFormProps {
  dates: TripDates;
  state: TripDatesState;
  onChange: (dates: TripDates) => void;
}

/** The visitor's dates, so that each column can show what the whole trip costs. */
export function TripDatesForm({ dates, state, onChange }: TripDatesFormProps) {
  const { t } = useLanguage();
  const today = todayIso();
  // The address updates in a transition: a second date picked before it lands must not lose the first one.
  const [draft, setDraft] = useState(dates);
  const addressKey = `${dates.startDate}/${dates.endDate}`;
  const [draftSource, setDraftSource] = useState(addressKey);
  if (draftSource !== addressKey) {
    setDraftSource(addressKey);
    setDraft(dates);
  }
  const change = (field: keyof TripDates, value: string) => {
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
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' },
        }}
      >
        <FilterInput
          name="startDate"
          type="date"
          label={t.search.filters.startDate}
          value={draft.startDate}
          invalid={state === 'reversed'}
          describedBy={PROBLEM_ID}
          min={today}
          onChange={(startDate) => change('startDate', startDate)}
        />
        <FilterInput
          name="endDate"
          type="date"
          label={t.search.filters.endDate}
          value={draft.endDate}
          invalid={state === 'reversed'}
          describedBy={PROBLEM_ID}
          min={draft.startDate || today}
          onChange={(endDate) => change('endDate', endDate)}
        />
      </Box>
      {state === 'reversed' ? (
        <Alert
          id={PROBLEM_ID}
          severity="error"
          variant="outlined"
          role="alert"
          sx={{ mt: 2 }}
          data-testid="trip-dates-problem"
        >
          {t.search.problems.dateOrder}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }} role="status">
          {state === 'ready' ? t.compare.trip.shown : t.compare.trip.prompt}
        </Typography>
      )}
    </Box>
  );
}
