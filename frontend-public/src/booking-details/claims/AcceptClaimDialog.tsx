import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { formatMoney, type Claim } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorOf } from '../../api/HttpError.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { acceptClaim } from './claimsApi.ts';
import type { ClaimTexts } from './claimsTexts.ts';

/**
 * "Accepter", confirmed: the amount is taken from the deposit and the claim can no longer be contested. What the
 * deposit held does not cover may be charged to the booking's card, only if the customer ticks their consent.
 */
export function AcceptClaimDialog({
  claim,
  coveredCents,
  texts,
  onClose,
  onDone,
}: {
  claim: Claim;
  /** What the deposit still held can take. */
  coveredCents: number;
  texts: ClaimTexts;
  onClose: () => void;
  onDone: () => void;
}) {
  const { language } = useLanguage();
  const [consent, setConsent] = useState(false);
  const excessCents = Math.max(0, claim.amountCents - coveredCents);
  const excess = formatMoney(excessCents, 'EUR', { exact: true });
  const accept = useMutation({
    mutationFn: () => acceptClaim(claim, language, excessCents > 0 && consent),
    onSuccess: onDone,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="accept-claim-title" aria-describedby="accept-claim-text">
      <DialogTitle id="accept-claim-title">{texts.acceptTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="accept-claim-text">
          {texts.acceptText(formatMoney(claim.amountCents, 'EUR', { exact: true }))}
        </DialogContentText>
        {excessCents > 0 && (
          <>
            <DialogContentText sx={{ mt: 2 }} data-testid="customer-claim-beyond-deposit">
              {texts.beyondDeposit(excess)}
            </DialogContentText>
            <FormControlLabel
              sx={{ mt: 1, alignItems: 'flex-start' }}
              control={
                <Checkbox
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  sx={{ pt: 0 }}
                  data-testid="customer-claim-charge-consent"
                />
              }
              label={texts.chargeExcess(excess)}
            />
          </>
        )}
        {accept.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {apiErrorOf(accept.error)?.message ?? texts.loadError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={accept.isPending}>
          {texts.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
          data-testid="customer-claim-accept-confirm"
        >
          {texts.acceptConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
