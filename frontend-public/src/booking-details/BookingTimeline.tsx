import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { centsToDecimalString, type CustomerTimelineStep } from '@grandtour/shared';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';
import { DetailsSection } from './DetailsSection.tsx';

/**
 * What happened to the booking, oldest first: created, paid, confirmed, changed, cancelled, refunded, the deposit
 * held, refused, released or captured, the handover, completed.
 */
export function BookingTimeline({ steps }: { steps: CustomerTimelineStep[] }) {
  const { t } = useLanguage();
  const texts = t.afterBooking.details;
  const formatDate = useCalendarDate();
  const when = useParisDateTime('medium');
  return (
    <DetailsSection id="details-timeline" title={texts.timelineHeading}>
      {steps.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.timelineEmpty}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {steps.map((step, index) => (
            <Box
              component="li"
              key={index}
              data-testid="timeline-step"
              data-kind={step.kind}
              sx={{ pl: 2, borderLeft: '2px solid', borderColor: 'primary.main' }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {texts.timeline[step.kind]}
                </Typography>
                {step.amountCents !== null && step.amountCents !== 0 && (
                  <PriceWithEuros euros={centsToDecimalString(Math.abs(step.amountCents))} />
                )}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {when(step.occurredAt)}
                {step.dates &&
                  ` · ${texts.movedDates(
                    t.reservations.card.period(
                      formatDate(step.dates.from.startDate),
                      formatDate(step.dates.from.endDate),
                    ),
                    t.reservations.card.period(
                      formatDate(step.dates.to.startDate),
                      formatDate(step.dates.to.endDate),
                    ),
                  )}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailsSection>
  );
}
