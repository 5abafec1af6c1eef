import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@grandtour/shared';
import { useEffect, useRef } from 'react';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

const CHECK_INTERVAL_MS = 2000;
const MAX_CHECKS = 15;

/**
 * Spec §2 and §4: the success state, when the address carries success=true. With the subscription's id it says
 * which plan and whether it is active yet: a provider's webhook can arrive a moment after the subscriber is back,
 * so a pending subscription is read again every two seconds, a limited number of times.
 */
export function SubscriptionSuccess({
  subscriptionId,
  onDismiss,
}: {
  subscriptionId: string | null;
  onDismiss: () => void;
}) {
  const texts = useSubscriptionTexts();
  const panel = useRef<HTMLDivElement>(null);
  const { data: subscription } = useQuery<Subscription>({
    queryKey: ['/api/subscriptions', subscriptionId ?? ''],
    enabled: subscriptionId !== null && /^[0-9a-f-]{36}$/i.test(subscriptionId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < MAX_CHECKS
        ? CHECK_INTERVAL_MS
        : false,
  });
  useEffect(() => panel.current?.focus(), []);

  const text = !subscription
    ? texts.success.generic
    : subscription.status === 'active'
      ? texts.success.active(subscription.planName)
      : texts.success.pending(subscription.planName);
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      role="status"
      severity="success"
      variant="outlined"
      data-testid="subscription-success"
      data-status={subscription?.status ?? 'unknown'}
      sx={{ mb: 4, outline: 'none', alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onDismiss} data-testid="subscription-success-dismiss">
          {texts.success.dismiss}
        </Button>
      }
    >
      <AlertTitle sx={{ fontWeight: 600 }}>{texts.success.title}</AlertTitle>
      {text}
    </Alert>
  );
}
