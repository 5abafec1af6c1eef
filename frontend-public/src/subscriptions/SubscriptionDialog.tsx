import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LightTextField } from '../common/LightTextField.tsx';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { isFreePlan, type SubscriptionPlan } from '@grandtour/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '../toast/useToast.ts';
import { PlanPrice } from './PlanPrice.tsx';
import { subscriptionEmailProblem, type SubscriptionEmailProblem } from './subscriptionEmail.ts';
import { useStartSubscription, type CheckoutChoice } from './useStartSubscription.ts';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

const TITLE_ID = 'subscription-dialog-title';
const INTRO_ID = 'subscription-dialog-intro';

interface SubscriptionDialogProps {
  plan: SubscriptionPlan;
  defaultEmail: string;
  onClose: () => void;
}

/**
 * Spec §2 and §4: asks for an e-mail, then sends the browser to the checkout. A paid plan offers the card (Stripe
 * Checkout) and PayPal; a free plan needs no payment, so one button activates it (decision 14).
 */
export function SubscriptionDialog({ plan, defaultEmail, onClose }: SubscriptionDialogProps) {
  const texts = useSubscriptionTexts();
  const { toast } = useToast();
  const [email, setEmail] = useState(defaultEmail);
  const [emailProblem, setEmailProblem] = useState<SubscriptionEmailProblem | null>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const { start, busyWith, failure } = useStartSubscription(onClose);
  const free = isFreePlan(plan);
  const busy = busyWith !== null;

  const choose = (via: CheckoutChoice) => {
    if (busy) return;
    const problem = subscriptionEmailProblem(email);
    setEmailProblem(problem);
    if (problem) {
      toast({ title: texts.errors.title, description: texts.errors[problem], variant: 'destructive' });
      emailField.current?.focus();
      return;
    }
    start({ plan, email, via });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose('card');
  };

  const actionButton = (via: CheckoutChoice, label: string, busyLabel: string, primary: boolean) => (
    <Button
      type={primary ? 'submit' : 'button'}
      onClick={primary ? undefined : () => choose(via)}
      variant={primary ? 'contained' : 'outlined'}
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busyWith === via}
      startIcon={busyWith === via ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      data-testid={`subscription-pay-${free ? 'free' : via}`}
    >
      {busyWith === via ? busyLabel : label}
    </Button>
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={INTRO_ID}
      fullWidth
      maxWidth="xs"
      data-testid="subscription-dialog"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={TITLE_ID}>{texts.dialog.title(plan.name)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <PlanPrice plan={plan} size="small" />
          <Typography id={INTRO_ID} variant="body2" sx={{ color: 'text.secondary' }}>
            {free ? texts.dialog.freeIntro : texts.dialog.paidIntro}
          </Typography>
          <LightTextField
            inputRef={emailField}
            id="subscription-email"
            label={texts.dialog.email}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailProblem !== null}
            helperText={emailProblem ? texts.errors[emailProblem] : undefined}
            slotProps={{ htmlInput: { 'data-testid': 'subscription-email' } }}
          />
          {failure && !busy && (
            <Alert severity="error" role="alert" data-testid="subscription-failure">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions
          sx={{ px: 3, pb: 1, display: 'grid', gap: 1.25, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          {free ? (
            actionButton('card', texts.dialog.activateFree, texts.dialog.activating, true)
          ) : (
            <>
              {actionButton('card', texts.dialog.payByCard, texts.dialog.redirecting, true)}
              {actionButton('paypal', texts.dialog.payWithPayPal, texts.dialog.redirecting, false)}
            </>
          )}
          <Button onClick={onClose} disabled={busy} data-testid="subscription-dialog-cancel">
            {texts.dialog.cancel}
          </Button>
        </DialogActions>
        {!free && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, pb: 2.5 }}>
            <LockIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {texts.dialog.secure}
            </Typography>
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
