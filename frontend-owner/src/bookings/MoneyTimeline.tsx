import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OwnerBookingDetail } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatEuros, formatInstant } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';
import { timelineStepText } from './timelineText.ts';

/**
 * The booking's money timeline (booking_timeline read model, from its events): quote, payment, refund, fees, and a
 * request's authorisation and answer.
 */
export function MoneyTimeline() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const language = useLanguage();
  if (!booking) return null;
  // A row of the list shows first (react-admin's placeholder), without its timeline: wait for the booking itself.
  const timeline = booking.timeline ?? [];
  const euros = (cents: number) => formatEuros(cents, language, true);
  return (
    <section aria-labelledby="timeline-title">
      <Typography id="timeline-title" variant="h6" component="h2">
        {translate('app.timeline.title')}
      </Typography>
      {timeline.length === 0 ? (
        <Typography color="text.secondary">{translate('app.timeline.empty')}</Typography>
      ) : (
        <List component="ol" data-testid="money-timeline">
          {timeline.map((step, index) => (
            <ListItem key={index} divider component="li">
              <ListItemText
                primary={timelineStepText(step, translate, euros)}
                secondary={formatInstant(step.occurredAt, language)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
