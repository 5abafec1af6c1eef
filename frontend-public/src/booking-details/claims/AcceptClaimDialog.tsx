import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatMoney, type Claim } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '../../api/HttpError.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { acceptClaim } from './claimsApi.ts';
import type { ClaimTexts } from './claimsTexts.ts';

/** "Accepter", confirmed: the amount is taken from the deposit and the claim can no longer be contested. */
export function AcceptClaimDialog({
  claim,
  texts,
  onClose,
  onDone,
}: {
  claim: Claim;
  texts: ClaimTexts;
  onClose: () => void;
  onDone: () => void;
}) {
  const { language } = useLanguage();
  const accept = useMutation({ mutationFn: () => acceptClaim(claim, language), onSuccess: onDone });
  return (
    <Dialog open onClose={onClose} aria-labelledby="accept-claim-title" aria-describedby="accept-claim-text">
      <DialogTitle id="accept-claim-title">{texts.acceptTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="accept-claim-text">
          {texts.acceptText(formatMoney(claim.amountCents, 'EUR', { exact: true }))}
        </DialogContentText>
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
