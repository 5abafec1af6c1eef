import Chip from '@mui/material/Chip';
import type { OwnerBooking } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { depositGuard, ownerDepositOf } from './ownerDeposit.ts';
import { useDepositStatusText } from './DepositPanel.tsx';

/** The list's deposit column: "Caution non sécurisée" in red when it is not, else where it stands. */
export function DepositCell({ booking }: { booking: OwnerBooking }) {
  const translate = useTranslate();
  const statusText = useDepositStatusText();
  const deposit = ownerDepositOf(booking);
  if (!deposit) return null;
  if (depositGuard(deposit, booking, new Date()).warning)
    return (
      <Chip
        size="small"
        color="error"
        label={translate('app.deposit.notSecured')}
        data-testid="deposit-not-secured-chip"
      />
    );
  return <span data-status={deposit.status}>{statusText(deposit)}</span>;
}
