import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { isFreePlan, type SubscriptionPlan } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { loadSubscriptionDialog } from './lazySubscriptionDialog.ts';
import { PlanPrice } from './PlanPrice.tsx';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

const badgeSx = {
  alignSelf: 'flex-start',
  px: 1.25,
  py: 0.25,
  borderRadius: 999,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
} as const;

/** One plan: name, monthly price, what it includes (and what it leaves out), and the button that opens the dialog. */
export function PlanCard({ plan, onChoose }: { plan: SubscriptionPlan; onChoose: () => void }) {
  const texts = useSubscriptionTexts();
  const { language } = useLanguage();
  const free = isFreePlan(plan);
  const headingId = `plan-${plan.id}-name`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="plan-card"
      data-plan={plan.id}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: { xs: 3, md: 3.5 },
        borderRadius: 2,
        border: '1px solid',
        borderColor: plan.popular ? 'primary.main' : 'divider',
        backgroundColor: plan.popular ? 'rgba(201, 162, 39, 0.06)' : '#121216',
        boxShadow: plan.popular ? '0 18px 50px rgba(201, 162, 39, 0.12)' : 'none',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, minHeight: 24 }}>
        {plan.popular && (
          <Box
            component="span"
            data-testid="plan-popular"
            sx={{ ...badgeSx, backgroundColor: 'primary.main', color: '#0b0b0f' }}
          >
            {texts.popular}
          </Box>
        )}
        {free && (
          <Box
            component="span"
            data-testid="plan-free"
            sx={{ ...badgeSx, border: '1px solid', borderColor: 'divider', color: 'text.secondary' }}
          >
            {texts.freeBadge}
          </Box>
        )}
      </Box>
      <Typography id={headingId} variant="h5" component="h2">
        {plan.name}
      </Typography>
      <PlanPrice plan={plan} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, flex: 1 }}>
        {plan.features.map((feature) => (
          <Box
            component="li"
            key={feature.text.en}
            data-testid="plan-feature"
            data-included={feature.included}
            sx={{
              display: 'flex',
              gap: 1.25,
              alignItems: 'flex-start',
              color: feature.included ? 'text.primary' : 'text.secondary',
            }}
          >
            {feature.included ? (
              <CheckIcon aria-hidden sx={{ color: 'primary.main', fontSize: 20, mt: 0.25 }} />
            ) : (
              <CloseIcon aria-hidden sx={{ fontSize: 20, mt: 0.25 }} />
            )}
            <span>
              {!feature.included && <Box component="span" sx={visuallyHidden}>{`${texts.notIncluded} `}</Box>}
              <Box component="span" sx={feature.included ? undefined : { textDecoration: 'line-through' }}>
                {feature.text[language]}
              </Box>
            </span>
          </Box>
        ))}
      </Box>
      <Button
        variant={plan.popular ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        onClick={onChoose}
        onPointerEnter={loadSubscriptionDialog}
        onFocus={loadSubscriptionDialog}
        aria-describedby={headingId}
        data-testid="plan-choose"
      >
        {free ? texts.chooseFree : texts.choose}
      </Button>
    </Box>
  );
}
