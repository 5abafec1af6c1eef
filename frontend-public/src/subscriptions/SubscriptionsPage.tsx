import Container from '@mui/material/Container';
import { SUBSCRIPTION_KINDS, type SubscriptionKind, type SubscriptionPlan } from '@grandtour/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccount } from '../account/useAccount.ts';
import { DialogSuspense } from '../common/DialogSuspense.tsx';
import { HistoryBackButton } from '../common/HistoryBackButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PageIntro } from '../search/PageIntro.tsx';
import { PlanKindTabs } from './PlanKindTabs.tsx';
import { SubscriptionDialog } from './lazySubscriptionDialog.ts';
import { SubscriptionSuccess } from './SubscriptionSuccess.tsx';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

const isKind = (value: string | null): value is SubscriptionKind =>
  (SUBSCRIPTION_KINDS as readonly (string | null)[]).includes(value);

/**
 * Spec §2 /subscriptions: the client / owner toggle, the plan cards and the payment dialog; the success state when
 * the address carries success=true. The chosen side is kept in the address (?kind=owner), so a cancelled checkout
 * comes back to it; a signed-in owner starts on the owner side.
 */
export function SubscriptionsPage() {
  const texts = useSubscriptionTexts();
  usePageMeta(texts.documentTitle, useLanguage().t.meta.descriptions.subscriptions);
  const [params, setParams] = useSearchParams();
  const { data: account } = useAccount();
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const asked = params.get('kind');
  const kind: SubscriptionKind = isKind(asked) ? asked : account?.userType === 'owner' ? 'owner' : 'client';

  const showKind = (next: SubscriptionKind) =>
    setParams(
      (current) => {
        current.set('kind', next);
        return current;
      },
      { replace: true },
    );
  const dismissSuccess = () =>
    setParams(
      (current) => {
        current.delete('success');
        current.delete('subscription');
        return current;
      },
      { replace: true },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="subscriptions-page">
      <HistoryBackButton label={texts.back} />
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} subtitle={texts.subtitle} />
      {params.get('success') === 'true' && (
        <SubscriptionSuccess
          key={params.get('subscription') ?? 'none'}
          subscriptionId={params.get('subscription')}
          onDismiss={dismissSuccess}
        />
      )}
      <PlanKindTabs kind={kind} onKindChange={showKind} onChoose={setChosen} />
      {chosen && (
        <DialogSuspense>
          <SubscriptionDialog
            key={chosen.id}
            plan={chosen}
            defaultEmail={account?.email ?? ''}
            onClose={() => setChosen(null)}
          />
        </DialogSuspense>
      )}
    </Container>
  );
}
