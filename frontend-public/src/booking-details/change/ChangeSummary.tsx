import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  centsToDecimalString,
  placeName,
  type BookingChangePreview,
  type PickupOption,
} from '@grandtour/shared';
import { useCalendarDate } from '../../common/useCalendarDate.ts';
import { PriceWithEuros } from '../../currency/PriceWithEuros.tsx';
import { usePrice } from '../../currency/usePrice.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { SummaryLine } from '../../payment/SummaryLine.tsx';

/** Before and after, side by side, then the difference: charged on the booking's payment method, or refunded. */
export function ChangeSummary({ preview }: { preview: BookingChangePreview }) {
  const { t } = useLanguage();
  const texts = t.afterBooking.change;
  const formatDate = useCalendarDate();
  const formatPrice = usePrice();
  const name = (place: PickupOption) => placeName(place, t.booking.pickupOptions);
  const terms = (side: {
    startDate: string;
    endDate: string;
    pickupLocation: PickupOption;
    dropoffLocation: PickupOption;
  }) =>
    `${t.reservations.card.period(formatDate(side.startDate), formatDate(side.endDate))} · ${name(side.pickupLocation)}` +
    (side.dropoffLocation === side.pickupLocation ? '' : ` → ${name(side.dropoffLocation)}`);
  const difference = preview.differenceCents;
  const amount = formatPrice(centsToDecimalString(Math.abs(difference)), { exact: true });
  return (
    <Box sx={{ mt: 2 }} data-testid="change-summary">
      <Typography component="h3" variant="h6">
        {texts.summaryTitle}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, '& > div + div': { borderTop: '1px solid', borderColor: 'divider' } }}
      >
        <SummaryLine label={texts.before} testId="change-before">
          {terms(preview.current)}
        </SummaryLine>
        <SummaryLine label={texts.after} testId="change-after">
          {terms(preview.proposed)}
        </SummaryLine>
        <SummaryLine label={texts.newTotal} testId="change-new-total">
          <PriceWithEuros euros={centsToDecimalString(preview.proposed.totalCents)} />
        </SummaryLine>
      </Box>
      <Alert
        severity={difference > 0 ? 'warning' : 'info'}
        variant="outlined"
        sx={{ mt: 2 }}
        data-testid="change-difference"
        data-difference={difference}
      >
        {difference > 0 ? texts.charge(amount) : difference < 0 ? texts.refund(amount) : texts.same}
      </Alert>
    </Box>
  );
}
