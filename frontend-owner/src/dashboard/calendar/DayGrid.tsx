import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarDay } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { weekdayOf, windowDays, type QueuedDay } from './calendarModel.ts';
import { DayCell } from './DayCell.tsx';

interface DayGridProps {
  today: string;
  days: CalendarDay[];
  selected: string[];
  queued: QueuedDay[];
  onToggle(date: string): void;
}

/** The next 30 days under Dim…Sam, each a toggle button; booked, held and blocked days are labelled. */
export function DayGrid({ today, days, selected, queued, onToggle }: DayGridProps) {
  const translate = useTranslate();
  const dates = windowDays(today);
  const known = new Map(days.map((day) => [day.date, day]));
  const queuedDates = new Set(queued.map((day) => day.date));
  const columns = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1 };
  return (
    <Box>
      <Box sx={columns} aria-hidden="true">
        {translate('app.calendar.weekdays')
          .split(',')
          .map((name) => (
            <Typography
              key={name}
              variant="caption"
              color="text.secondary"
              sx={{ textAlign: 'center', fontWeight: 600 }}
            >
              {name}
            </Typography>
          ))}
      </Box>
      <Box
        role="group"
        aria-label={translate('app.calendar.gridLabel')}
        sx={{ ...columns, mt: 1 }}
        data-testid="day-grid"
      >
        <Box
          sx={{
            gridColumn: `span ${weekdayOf(dates[0]!)}`,
            display: weekdayOf(dates[0]!) === 0 ? 'none' : 'block',
          }}
        />
        {dates.map((date) => (
          <DayCell
            key={date}
            date={date}
            day={known.get(date)}
            isToday={date === today}
            isSelected={selected.includes(date)}
            isQueued={queuedDates.has(date)}
            onToggle={onToggle}
          />
        ))}
      </Box>
    </Box>
  );
}
