import Box from '@mui/material/Box';
import { centsToDecimalString, decimalStringToCents, type BookingDetails } from '@grandtour/shared';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';
import { SummaryLine } from '../payment/SummaryLine.tsx';
import { DetailsSection } from './DetailsSection.tsx';

const listSx = { m: 0, '& > div + div': { borderTop: '1px solid', borderColor: 'divider' } };

/** The frozen price lines (new ones after a change), the deposit, and what was paid and refunded, and how. */
export function BookingMoney({ details }: { details: BookingDetails }) {
  const { t } = useLanguage();
  const texts = t.afterBooking.details;
  const formatPrice = usePrice();
  const { booking } = details;
  const euros = (cents: number) => centsToDecimalString(cents);
  const freeUntil = useParisDateTime()(details.freeCancellationUntil);
  return (
    <DetailsSection id="details-money" title={texts.priceHeading}>
      <Box component="dl" sx={listSx}>
        <SummaryLine
          label={texts.rentalLine(booking.days, formatPrice(booking.dailyPrice))}
          testId="details-rental"
        >
          <PriceWithEuros euros={booking.basePrice} />
        </SummaryLine>
        {decimalStringToCents(booking.deliveryFee) > 0 && (
          <SummaryLine label={texts.delivery} testId="details-delivery">
            <PriceWithEuros euros={booking.deliveryFee} />
          </SummaryLine>
        )}
        <SummaryLine label={texts.serviceFee} testId="details-service-fee">
          <PriceWithEuros euros={booking.platformFee} />
        </SummaryLine>
        <SummaryLine label={texts.total} testId="details-total">
          <PriceWithEuros euros={booking.totalPrice} sx={{ color: 'primary.light', fontSize: '1.2rem' }} />
        </SummaryLine>
        <SummaryLine label={texts.deposit} testId="details-deposit">
          <PriceWithEuros euros={booking.depositAmount} />
        </SummaryLine>
      </Box>
      <Box component="h3" sx={{ typography: 'h6', mt: 3, mb: 1 }}>
        {texts.paymentHeading}
      </Box>
      <Box component="dl" sx={listSx}>
        <SummaryLine label={texts.method} testId="details-payment-method">
          {booking.paymentMethod ? texts.methods[booking.paymentMethod] : texts.noPayment}
        </SummaryLine>
        <SummaryLine label={texts.paid} testId="details-paid">
          <PriceWithEuros euros={euros(details.paidCents)} />
        </SummaryLine>
        {details.refundedCents > 0 && (
          <SummaryLine label={texts.refunded} testId="details-refunded">
            <PriceWithEuros euros={euros(details.refundedCents)} />
          </SummaryLine>
        )}
      </Box>
      <Box component="p" sx={{ mt: 2, mb: 0, color: 'text.secondary' }} data-testid="details-free-until">
        {texts.freeUntil(freeUntil)}
      </Box>
    </DetailsSection>
  );
}
