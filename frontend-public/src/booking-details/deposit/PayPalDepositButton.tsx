import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@grandtour/shared';
import { useEffect, useRef, useState } from 'react';
import { getJson } from '../../api/http.ts';
import { newIdempotencyKey } from '../../api/idempotencyKey.ts';
import { usePostCommand } from '../../api/usePostCommand.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { PAYPAL_DEPOSIT_TEXTS } from '../../i18n/paypalDeposit/texts.ts';
import { loadPayPalSdk } from '../../payment/paypal/loadPayPalSdk.ts';
import { PayPalWordmark } from '../../payment/paypal/PayPalWordmark.tsx';
import { paymentFailureMessage } from '../../payment/paymentFailureMessage.ts';
import { usePaymentsConfig } from '../../payment/usePaymentsConfig.ts';

/** The hold as the API answers it once the authorization is made. */
export interface PayPalDepositHeld {
  status: 'held';
  holdId: string;
  amountCents: number;
  expiresAt: string;
}

interface DepositOrder {
  orderId: string;
  approveUrl: string | null;
  provider: 'demo' | 'paypal';
}

interface PayPalDepositButtonProps {
  bookingId: string;
  /** The car's deposit, as the booking shows it. */
  amountCents: number;
  onHeld?: (held: PayPalDepositHeld) => void;
}

const depositPath = (bookingId: string, step: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/deposit/${step}`;

/**
 * Holds a PayPal-paid booking's deposit with PayPal (decision 68): PayPal's own buttons open an AUTHORIZE order
 * (`POST …/deposit/paypal-order`) and, once the customer approves, the server authorizes it
 * (`POST …/deposit/paypal-authorize`). With the demo provider the approval is this button's own click.
 */
export function PayPalDepositButton({ bookingId, amountCents, onHeld }: PayPalDepositButtonProps) {
  const { language } = useLanguage();
  const texts = PAYPAL_DEPOSIT_TEXTS[language];
  const { data: config } = usePaymentsConfig();
  const post = usePostCommand();
  const [held, setHeld] = useState<PayPalDepositHeld | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatMoney(amountCents, 'EUR', { exact: true });

  const authorize = async (orderId: string) => {
    const hold = await post<PayPalDepositHeld>(
      depositPath(bookingId, 'paypal-authorize'),
      { orderId },
      newIdempotencyKey(),
    );
    setHeld(hold);
    onHeld?.(hold);
  };
  const failed = (error: unknown) => setFailure(paymentFailureMessage(error, language, texts.failed));

  return (
    <Box component="section" aria-labelledby="paypal-deposit-title" data-testid="paypal-deposit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PayPalWordmark />
        <Typography id="paypal-deposit-title" variant="h6" component="h2">
          {texts.title}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {texts.explanation(amount)}
      </Typography>
      {held ? (
        <Alert severity="success" variant="outlined" sx={{ mt: 2 }} data-testid="paypal-deposit-held">
          {texts.held(formatMoney(held.amountCents, 'EUR', { exact: true }))}
        </Alert>
      ) : (
        <Box sx={{ mt: 2 }}>
          {!config && <Skeleton variant="rectangular" height={48} sx={{ borderRadius: 1.5 }} />}
          {config?.paypal === 'paypal' && config.paypalClientId ? (
            <DepositSdkButtons
              clientId={config.paypalClientId}
              createOrder={async () =>
                (
                  await post<DepositOrder>(
                    depositPath(bookingId, 'paypal-order'),
                    undefined,
                    newIdempotencyKey(),
                  )
                ).orderId
              }
              onApprove={authorize}
              onFailed={failed}
              unavailable={texts.unavailable}
            />
          ) : (
            config && (
              <DemoDepositButton
                bookingId={bookingId}
                texts={texts}
                authorize={authorize}
                onFailed={failed}
                post={post}
              />
            )
          )}
        </Box>
      )}
      {failure && !held && (
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }} role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}

function DemoDepositButton(props: {
  bookingId: string;
  texts: (typeof PAYPAL_DEPOSIT_TEXTS)['fr'];
  authorize: (orderId: string) => Promise<void>;
  onFailed: (error: unknown) => void;
  post: ReturnType<typeof usePostCommand>;
}) {
  const { bookingId, texts, authorize, onFailed, post } = props;
  const [busy, setBusy] = useState(false);
  const holdWithDemo = async () => {
    setBusy(true);
    try {
      const { orderId } = await post<DepositOrder>(
        depositPath(bookingId, 'paypal-order'),
        undefined,
        newIdempotencyKey(),
      );
      await post<null>(depositPath(bookingId, 'paypal-demo-approve'), { orderId }, newIdempotencyKey());
      await authorize(orderId);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography
        variant="body2"
        sx={{ mb: 1.5, px: 1.5, py: 0.75, borderRadius: 1, backgroundColor: '#fff4ce', color: '#5c4400' }}
        data-testid="paypal-deposit-demo-banner"
      >
        {texts.demoBanner}
      </Typography>
      <Button
        variant="contained"
        fullWidth
        disabled={busy}
        onClick={() => void holdWithDemo()}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ backgroundColor: '#ffc439', color: '#111', '&:hover': { backgroundColor: '#f2ba36' } }}
      >
        {busy ? texts.approving : texts.approve}
      </Button>
    </>
  );
}

/** PayPal's own buttons, loaded for authorizations (`intent=authorize`). */
function DepositSdkButtons(props: {
  clientId: string;
  createOrder: () => Promise<string>;
  onApprove: (orderId: string) => Promise<void>;
  onFailed: (error: unknown) => void;
  unavailable: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The buttons are drawn once; they call whatever the latest callbacks are.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { clientId } = props;

  useEffect(() => {
    let active = true;
    let close: (() => Promise<void>) | undefined;
    const draw = async () => {
      const { clientToken } = await getJson<{ clientToken: string }>('/paypal/setup');
      const paypal = await loadPayPalSdk(clientId, clientToken, 'authorize');
      if (!active || !container.current) return;
      const buttons = paypal.Buttons({
        createOrder: () => latest.current.createOrder(),
        onApprove: ({ orderID }) => latest.current.onApprove(orderID).catch(latest.current.onFailed),
        onError: (error) => latest.current.onFailed(error),
      });
      close = () => buttons.close();
      await buttons.render(container.current);
      if (active) setState('ready');
    };
    draw().catch(() => {
      if (active) setState('failed');
    });
    return () => {
      active = false;
      void close?.().catch(() => undefined);
    };
  }, [clientId]);

  return (
    <Box data-testid="paypal-deposit-sdk-buttons">
      {state === 'loading' && <Skeleton variant="rectangular" height={56} sx={{ borderRadius: 1.5 }} />}
      {state === 'failed' && (
        <Alert severity="error" variant="outlined">
          {props.unavailable}
        </Alert>
      )}
      <Box ref={container} sx={{ colorScheme: 'light' }} />
    </Box>
  );
}
