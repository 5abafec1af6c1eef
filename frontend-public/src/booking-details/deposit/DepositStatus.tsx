import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatMoney } from '@grandtour/shared';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useParisDateTime } from '../../i18n/useParisDateTime.ts';
import { describeDeposit, type DepositSummary } from './describeDeposit.ts';
import type { DepositView } from './depositView.ts';

/** The deposit's state in words, for the customer (the booking's page and the deposit page). */
export function useDepositSummary(deposit: DepositView): DepositSummary {
  const { t } = useLanguage();
  const instant = useParisDateTime();
  return useMemo(
    () =>
      describeDeposit(deposit, t.deposits, {
        money: (cents) => formatMoney(cents, 'EUR', { exact: true }),
        instant,
      }),
    [deposit, t.deposits, instant],
  );
}

export function DepositStatus({ deposit }: { deposit: DepositView }) {
  const summary = useDepositSummary(deposit);
  return (
    <Alert
      severity={summary.tone}
      variant="outlined"
      data-testid="deposit-status"
      data-status={deposit.status}
    >
      <Box component="p" sx={{ m: 0, fontWeight: 600 }} data-testid="deposit-sentence">
        {summary.sentence}
      </Box>
      {summary.notes.map((note) => (
        <Box component="p" key={note} sx={{ mt: 0.5, mb: 0 }} data-testid="deposit-note">
          {note}
        </Box>
      ))}
    </Alert>
  );
}
