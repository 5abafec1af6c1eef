import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { apiErrorOf } from '../../api/HttpError.ts';
import { panelSx } from '../../common/panelSx.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import type { CardPurpose } from '../../payment/cardPurpose.ts';
import { CardProviderForm } from '../../payment/CardProviderForm.tsx';
import { DEMO_DEPOSIT_CONFIRM_URL, depositReturnPath } from './depositApi.ts';
import { useDepositCardIntent } from './useSecureDeposit.ts';

/** The card form of the provider, for a new hold; `onAuthorised` records it once the bank accepted the card. */
export function DepositCardStep({
  bookingId,
  onAuthorised,
  isRecording,
}: {
  bookingId: string;
  onAuthorised: (holdId: string) => void;
  isRecording: boolean;
}) {
  const { t } = useLanguage();
  const texts = t.deposits.page;
  const { intent, error, isPending, retry } = useDepositCardIntent(bookingId, true);
  const purpose = useMemo<CardPurpose | null>(
    () =>
      intent
        ? {
            onConfirmed: () => onAuthorised(intent.holdId),
            returnPath: depositReturnPath(bookingId, intent.holdId),
            demoConfirmUrl: DEMO_DEPOSIT_CONFIRM_URL,
            submitLabel: isRecording ? texts.submitting : texts.submit,
            busyLabel: texts.submitting,
            cancelPath: `/reservations/${encodeURIComponent(bookingId)}`,
          }
        : null,
    [intent, bookingId, onAuthorised, isRecording, texts],
  );
  if (error)
    return (
      <Alert
        severity="error"
        variant="outlined"
        data-testid="deposit-intent-error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {texts.retry}
          </Button>
        }
      >
        {apiErrorOf(error)?.message ?? texts.prepareError}
      </Alert>
    );
  if (isPending || !purpose)
    return <Skeleton variant="rectangular" height={280} aria-label={texts.preparing} />;
  return (
    <Box sx={panelSx} data-testid="deposit-card-step">
      <CardProviderForm clientSecret={intent!.clientSecret} bookingId={bookingId} purpose={purpose} />
    </Box>
  );
}
