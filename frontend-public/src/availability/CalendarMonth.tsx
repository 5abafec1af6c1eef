import Box from '@mui/material/Box';
import { addDays } from '@grandtour/shared';
import { useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import { GOLD, INK } from '../theme/theme.ts';
import { addMonths, monthOf, monthWeeks } from './monthGrid.ts';

export interface DayState {
  taken: boolean;
  pickable: boolean;
  selected: boolean;
  inRange: boolean;
}

interface CalendarMonthProps {
  month: string;
  labelledBy: string;
  describedBy: string;
  locale: string;
  /** The day that holds the keyboard focus (one tab stop for the whole month). */
  focusedDay: string;
  /** Move the focus to another day, perhaps in another month; `focus` when the keyboard asked for it. */
  onFocusDay: (day: string) => void;
  onPick: (day: string) => void;
  stateOf: (day: string) => DayState;
  labelOf: (day: string, state: DayState) => string;
  /** Set when the keyboard moved the focus, so the new day's button takes it once drawn. */
  keyboardMoved: RefObject<boolean>;
}

const KEY_MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => `${addMonths(monthOf(day), -1)}-${day.slice(8)}`,
  PageDown: (day) => `${addMonths(monthOf(day), 1)}-${day.slice(8)}`,
};

/** A month as a table of day buttons; the arrow keys move between days (the ARIA date-grid pattern). */
export function CalendarMonth(props: CalendarMonthProps) {
  const {
    month,
    labelledBy,
    describedBy,
    locale,
    focusedDay,
    onFocusDay,
    onPick,
    stateOf,
    labelOf,
    keyboardMoved,
  } = props;
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const weekdays = useMemo(() => {
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
    // 2027-03-01 is a Monday.
    return Array.from({ length: 7 }, (_, index) => {
      const date = new Date(Date.UTC(2027, 2, 1 + index));
      return { long: long.format(date), short: short.format(date) };
    });
  }, [locale]);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, keyboardMoved]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusedDay);
    // PageUp from the 31st lands on a day the shorter month lacks: its last day instead.
    const valid = new Date(`${next}T00:00:00Z`).toISOString().slice(0, 10) === next;
    keyboardMoved.current = true;
    onFocusDay(valid ? next : lastDayOf(next));
  };

  return (
    <Box
      component="table"
      ref={grid}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
    >
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <Box
              component="th"
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              sx={{ fontWeight: 500, fontSize: '0.75rem', color: 'text.secondary', pb: 0.5 }}
            >
              {weekday.short}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) =>
              day ? (
                <td key={day}>
                  <DayButton
                    day={day}
                    state={stateOf(day)}
                    label={labelOf(day, stateOf(day))}
                    focusable={day === focusedDay}
                    onPick={onPick}
                    onFocusDay={onFocusDay}
                  />
                </td>
              ) : (
                <td key={`blank-${index}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The last day of the month a YYYY-MM-DD string names. */
function lastDayOf(date: string): string {
  return addDays(`${addMonths(date.slice(0, 7), 1)}-01`, -1);
}

function DayButton(props: {
  day: string;
  state: DayState;
  label: string;
  focusable: boolean;
  onPick: (day: string) => void;
  onFocusDay: (day: string) => void;
}) {
  const { day, state, label, focusable, onPick, onFocusDay } = props;
  return (
    <Box
      component="button"
      type="button"
      data-day={day}
      data-taken={state.taken || undefined}
      aria-label={label}
      aria-pressed={state.selected}
      aria-disabled={!state.pickable}
      tabIndex={focusable ? 0 : -1}
      onFocus={() => onFocusDay(day)}
      onClick={() => state.pickable && onPick(day)}
      sx={{
        width: '100%',
        minHeight: 40,
        border: 0,
        borderRadius: 1,
        font: 'inherit',
        fontSize: '0.9rem',
        cursor: state.pickable ? 'pointer' : 'default',
        color: state.selected ? INK : state.pickable ? 'text.primary' : 'text.disabled',
        backgroundColor: state.selected ? GOLD : state.inRange ? 'rgba(201, 162, 39, 0.22)' : 'transparent',
        textDecoration: state.taken ? 'line-through' : 'none',
        '&:hover': state.pickable && !state.selected ? { backgroundColor: 'rgba(244, 239, 227, 0.08)' } : {},
        '&:focus-visible': { outline: `2px solid ${GOLD}`, outlineOffset: 1 },
      }}
    >
      {Number(day.slice(8))}
    </Box>
  );
}
