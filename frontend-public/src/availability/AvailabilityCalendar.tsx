import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { nextFreeRun } from '@grandtour/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { isCalendarDate } from '../common/isCalendarDate.ts';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD } from '../theme/theme.ts';
import { CalendarMonth, type DayState } from './CalendarMonth.tsx';
import { addMonths, monthOf } from './monthGrid.ts';
import { isPickable, pickDay, type DatesChoice, type PickRules } from './pickDates.ts';

interface AvailabilityCalendarProps {
  rules: PickRules;
  /** The last day the availability answer covers. */
  lastDay: string;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  choice: DatesChoice;
  onChoose: (choice: DatesChoice) => void;
}

/** The day, or the nearest one the calendar shows (its months run from `firstMonth` to `lastDay`'s). */
function within(day: string, firstMonth: string, lastDay: string): string {
  if (monthOf(day) < firstMonth) return `${firstMonth}-01`;
  return day > lastDay ? lastDay : day;
}

/**
 * The car's availability month by month (decision 57): taken days are struck through and cannot be picked, the
 * next free period is stated, and picking a pickup then a return day fills the booking form's dates.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { rules, lastDay, status, onRetry, choice, onChoose } = props;
  const { t } = useLanguage();
  const texts = t.availability;
  const formatDate = useCalendarDate();
  const titleId = useId();
  const keyboardMoved = useRef(false);
  const firstMonth = monthOf(rules.firstStart);
  const lastMonth = monthOf(lastDay);
  const [focusedDay, setFocusedDay] = useState(choice.startDate || rules.firstStart);
  const month = monthOf(focusedDay);
  // A pickup day typed in the form brings its month into view.
  useEffect(() => {
    if (isCalendarDate(choice.startDate)) setFocusedDay(within(choice.startDate, firstMonth, lastDay));
  }, [choice.startDate, firstMonth, lastDay]);

  const freeRun = useMemo(
    () => nextFreeRun(rules.taken, rules.firstStart, rules.lastStart),
    [rules.taken, rules.firstStart, rules.lastStart],
  );
  const monthTitle = useMemo(
    () =>
      new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      ),
    [t.locale, month],
  );

  const focusDay = (day: string) => setFocusedDay(within(day, firstMonth, lastDay));
  const showMonth = (count: number) => setFocusedDay(`${addMonths(month, count)}-01`);

  const stateOf = (day: string): DayState => ({
    taken: rules.taken.has(day),
    pickable: isPickable(day, choice, rules),
    selected: day === choice.startDate || day === choice.endDate,
    inRange: Boolean(choice.startDate && choice.endDate) && day > choice.startDate && day < choice.endDate,
  });
  const labelOf = (day: string, state: DayState) => {
    const date = formatDate(day);
    if (state.taken) return texts.dayTaken(date);
    return state.pickable || state.selected ? texts.dayFree(date) : texts.dayOutside(date);
  };

  return (
    <Box component="section" aria-labelledby={`${titleId}-heading`} data-testid="availability-calendar">
      <Typography id={`${titleId}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {texts.heading}
      </Typography>
      <Typography variant="body2" sx={{ color: GOLD, mt: 0.5 }} data-testid="next-free">
        {status === 'success' &&
          (freeRun
            ? freeRun.lastDate
              ? texts.nextFreeRun(formatDate(freeRun.startDate), formatDate(freeRun.lastDate))
              : texts.nextFree(formatDate(freeRun.startDate))
            : texts.fullyBooked)}
        {status === 'pending' && texts.loading}
      </Typography>
      {status === 'error' && (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.error}
          </Typography>
          <Button size="small" onClick={onRetry}>
            {texts.retry}
          </Button>
        </Box>
      )}
      <Typography
        id={`${titleId}-help`}
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary', mt: 1 }}
      >
        {texts.instructions}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <IconButton
          onClick={() => showMonth(-1)}
          disabled={month <= firstMonth}
          aria-label={texts.previousMonth}
          size="small"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={titleId} aria-live="polite" sx={{ textTransform: 'capitalize', fontWeight: 500 }}>
          {monthTitle}
        </Typography>
        <IconButton
          onClick={() => showMonth(1)}
          disabled={month >= lastMonth}
          aria-label={texts.nextMonth}
          size="small"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <CalendarMonth
        month={month}
        labelledBy={titleId}
        describedBy={`${titleId}-help`}
        locale={t.locale}
        focusedDay={focusedDay}
        onFocusDay={focusDay}
        onPick={(day) => {
          const picked = pickDay(day, choice, rules);
          if (picked) onChoose(picked);
        }}
        stateOf={stateOf}
        labelOf={labelOf}
        keyboardMoved={keyboardMoved}
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, fontSize: '0.8rem', color: 'text.secondary' }} aria-hidden>
        <span>
          <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.disabled' }}>
            14
          </Box>{' '}
          {texts.legendTaken}
        </span>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 12, height: 12, borderRadius: 0.5, backgroundColor: GOLD }} />
          {texts.legendSelected}
        </Box>
      </Box>
      <Typography aria-live="polite" sx={visuallyHidden}>
        {choice.startDate && !choice.endDate ? texts.pickEnd : ''}
      </Typography>
    </Box>
  );
}
