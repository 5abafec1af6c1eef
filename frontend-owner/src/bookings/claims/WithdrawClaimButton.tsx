import Undo from '@mui/icons-material/Undo';
import type { Claim } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { apiErrorBody } from '../../dataProvider/httpClient.ts';
import { withdrawClaim } from './claimsApi.ts';

/** "Retirer", after a confirmation, while no amount is agreed; a refusal is told in the API's words. */
export function WithdrawClaimButton({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawClaim(claim.bookingId, claim.id),
    onSuccess: () => {
      notify('app.claims.withdrawn', { type: 'success' });
      onDone();
    },
    onError: (error) =>
      notify(apiErrorBody(error)?.message ?? 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <>
      <Button
        label="app.claims.withdraw"
        variant="outlined"
        onClick={() => setAsking(true)}
        disabled={withdraw.isPending}
        data-testid="claim-withdraw"
        sx={{ mt: 1 }}
      >
        <Undo />
      </Button>
      <Confirm
        isOpen={asking}
        loading={withdraw.isPending}
        title="app.claims.withdraw"
        content={translate('app.claims.withdrawConfirm')}
        onConfirm={() => {
          setAsking(false);
          withdraw.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
