import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  plansOfKind,
  SUBSCRIPTION_KINDS,
  type SubscriptionKind,
  type SubscriptionPlan,
} from '@grandtour/shared';
import { PlanCard } from './PlanCard.tsx';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

const tabId = (kind: SubscriptionKind) => `subscriptions-tab-${kind}`;
const panelId = (kind: SubscriptionKind) => `subscriptions-panel-${kind}`;

/** Spec §2: the Client Subscriptions / Owner Subscriptions toggle, as tabs (arrow keys move between them). */
export function PlanKindTabs({
  kind,
  onKindChange,
  onChoose,
}: {
  kind: SubscriptionKind;
  onKindChange: (kind: SubscriptionKind) => void;
  onChoose: (plan: SubscriptionPlan) => void;
}) {
  const texts = useSubscriptionTexts();
  const plans = plansOfKind(kind);
  return (
    <Box>
      <Tabs
        value={kind}
        onChange={(_event, next: SubscriptionKind) => onKindChange(next)}
        aria-label={texts.kindsLabel}
        variant="fullWidth"
        sx={{ borderBottom: '1px solid', borderColor: 'divider', mb: 3, maxWidth: 640 }}
      >
        {SUBSCRIPTION_KINDS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={panelId(name)}
            label={texts.kinds[name]}
            data-testid={`subscriptions-tab-${name}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId(kind)}
        aria-labelledby={tabId(kind)}
        data-testid={`subscriptions-panel-${kind}`}
      >
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{texts.kindIntros[kind]}</Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'stretch',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              lg: `repeat(${Math.min(plans.length, 4)}, 1fr)`,
            },
          }}
        >
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onChoose={() => onChoose(plan)} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
