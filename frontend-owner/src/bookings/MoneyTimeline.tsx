import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OwnerBookingDetail, TimelineStep } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatEuros, formatInstant } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

/** The booking's money timeline (booking_timeline read model, from its events): quote, payment, refund, fees. */
export function MoneyTimeline() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const language = useLanguage();
  if (!booking) return null;
  // A row of the list shows first (react-admin's placeholder), without its timeline: wait for the booking itself.
  const timeline = booking.timeline ?? [];
  const euros = (cents: number) => formatEuros(cents, language, true);
  const detailOf = (step: TimelineStep) => {
    const details = step.details as Record<string, number | undefined>;
    const parts = [step.amountCents === null ? '' : euros(step.amountCents)];
    if (step.kind === 'cancelled') {
      parts.push(translate('app.timeline.ownerShare', { amount: euros(details.ownerShareOfFeeCents ?? 0) }));
      parts.push(translate('app.timeline.refundDue', { amount: euros(details.refundDueCents ?? 0) }));
    }
    return parts.filter(Boolean).join(' · ');
  };
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
                primary={`${translate(`app.timeline.${step.kind}`)} — ${detailOf(step)}`}
                secondary={formatInstant(step.occurredAt, language)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
