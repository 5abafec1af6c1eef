import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { CalendarDay } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { GOLD, GOLD_LIGHT } from '../../layout/theme.ts';
import { isChangeable } from './calendarModel.ts';

interface DayCellProps {
  date: string;
  day: CalendarDay | undefined;
  isToday: boolean;
  isSelected: boolean;
  isQueued: boolean;
  onToggle(date: string): void;
}

const STATUS_COLOURS = {
  booked: 'rgba(255,255,255,0.08)',
  held: 'rgba(255,255,255,0.05)',
  blocked: 'rgba(239,83,80,0.18)',
};

/** One day: a toggle button whose name says the date, today, its status and a queued change. */
export function DayCell({ date, day, isToday, isSelected, isQueued, onToggle }: DayCellProps) {
  const translate = useTranslate();
  const language = useLanguage();
  const status = day ? translate(`app.calendar.status.${day.status}`) : '';
  const reason = day?.reason ? translate(`app.reasons.${day.reason}`) : '';
  const changeable = isChangeable(day);
  const name = [
    formatDate(date, language, { weekday: 'long', day: 'numeric', month: 'long' }),
    isToday && translate('app.calendar.today'),
    status,
    reason,
    isQueued && translate('app.calendar.queued'),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ButtonBase
      onClick={() => onToggle(date)}
      disabled={!changeable}
      aria-pressed={changeable ? isSelected : undefined}
      aria-label={name}
      title={[status, reason, day?.notes].filter(Boolean).join(' · ') || undefined}
      data-date={date}
      data-status={day?.status ?? 'free'}
      data-queued={isQueued || undefined}
      sx={{
        flexDirection: 'column',
        minHeight: 64,
        borderRadius: 1,
        border: '1px solid',
        borderColor: isToday ? GOLD_LIGHT : 'divider',
        borderWidth: isToday ? 2 : 1,
        bgcolor: isSelected ? GOLD : day ? STATUS_COLOURS[day.status] : 'transparent',
        color: isSelected ? '#0b0b0d' : 'text.primary',
        position: 'relative',
        '&.Mui-disabled': { color: 'text.secondary', cursor: 'not-allowed' },
        '&.Mui-focusVisible': { outline: `2px solid ${GOLD_LIGHT}`, outlineOffset: 2 },
      }}
    >
      <Typography component="span" sx={{ fontWeight: isToday ? 800 : 600 }}>
        {Number(date.slice(8))}
      </Typography>
      {day && (
        <Typography component="span" variant="caption" sx={{ lineHeight: 1.1, px: 0.5, textAlign: 'center' }}>
          {translate(`app.calendar.status.${day.status}`)}
        </Typography>
      )}
      {isQueued && (
        <span
          aria-hidden="true"
          data-testid="queued-marker"
          style={{
            position: 'absolute',
            top: 4,
            right: 4,
            width: 8,
            height: 8,
            borderRadius: 4,
            background: isSelected ? '#0b0b0d' : GOLD,
          }}
        />
      )}
    </ButtonBase>
  );
}
