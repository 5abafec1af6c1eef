import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OwnerBooking } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { earningsLines } from '../common/earnings.ts';
import { formatEuros } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

/** The frozen quote's lines, what the owner earns (gross, commission, net), and what was paid, retained and refunded. */
export function PriceLines() {
  const booking = useRecordContext<OwnerBooking>();
  const translate = useTranslate();
  const language = useLanguage();
  if (!booking) return null;
  const euros = (cents: number) => formatEuros(cents, language, true);
  const lines: [string, number, boolean?][] = [
    [
      translate('app.priceLines.rental', { days: booking.days, daily: euros(booking.dailyPriceCents) }),
      booking.rentalCents,
    ],
    ...(booking.deliveryCents > 0
      ? [[translate('app.priceLines.delivery'), booking.deliveryCents] as [string, number]]
      : []),
    [translate('app.priceLines.serviceFee'), booking.serviceFeeCents],
    [translate('app.priceLines.total'), booking.totalCents, true],
    [translate('app.priceLines.payout'), booking.ownerPayoutCents, true],
    // What the owner is paid of it, after the commission frozen at booking (decision 0080).
    ...earningsLines(booking.earnings, translate, language).map(
      ({ label, cents, strong }) => [label, cents, strong] as [string, number, boolean?],
    ),
    [translate('app.priceLines.deposit'), booking.depositCents],
    [translate('app.priceLines.paid'), booking.paidCents],
    ...(booking.cancellationFeeCents > 0
      ? [[translate('app.priceLines.cancellationFee'), booking.cancellationFeeCents] as [string, number]]
      : []),
    ...(booking.refundedCents > 0
      ? [[translate('app.priceLines.refunded'), booking.refundedCents] as [string, number]]
      : []),
  ];
  return (
    <section aria-labelledby="price-lines-title">
      <Typography id="price-lines-title" variant="h6" component="h2" sx={{ px: 2 }}>
        {translate('app.priceLines.title')}
      </Typography>
      <Table size="small" data-testid="price-lines">
        <TableBody>
          {lines.map(([label, cents, strong]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 700 : 400 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: strong ? 700 : 400 }}>
                {euros(cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
