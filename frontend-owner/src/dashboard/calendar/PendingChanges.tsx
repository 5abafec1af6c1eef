import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import type { QueuedDay } from './calendarModel.ts';

interface PendingChangesProps {
  queue: QueuedDay[];
  syncing: boolean;
  onRemove(date: string): void;
  onSyncAll(): void;
}

/** 'Modifications en attente (N)': each queued day with its label and a remove button, then 'Synchroniser tout'. */
export function PendingChanges({ queue, syncing, onRemove, onSyncAll }: PendingChangesProps) {
  const translate = useTranslate();
  const language = useLanguage();
  const labelOf = (day: QueuedDay) =>
    day.isAvailable
      ? translate('app.calendar.available')
      : day.reason
        ? translate(`app.reasons.${day.reason}`)
        : translate('app.calendar.unavailable');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pending-title" sx={{ p: 2 }}>
      <Typography id="pending-title" variant="h6" component="h2">
        {translate('app.calendar.pending', { count: queue.length })}
      </Typography>
      <List dense data-testid="pending-changes">
        {queue.map((day) => {
          const date = formatDate(day.date, language, { weekday: 'long', day: 'numeric', month: 'long' });
          return (
            <ListItem
              key={day.date}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  onClick={() => onRemove(day.date)}
                  aria-label={translate('app.calendar.remove', { date })}
                >
                  <Close />
                </IconButton>
              }
            >
              <ListItemText
                primary={date}
                secondary={[labelOf(day), day.notes.trim()].filter(Boolean).join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      <Button variant="contained" onClick={onSyncAll} disabled={syncing} sx={{ mt: 1 }}>
        {translate(syncing ? 'app.calendar.syncing' : 'app.calendar.syncAll')}
      </Button>
    </Paper>
  );
}
