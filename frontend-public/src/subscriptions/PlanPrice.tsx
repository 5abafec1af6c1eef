import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { centsToDecimalString, formatMoney, type SubscriptionPlan } from '@grandtour/shared';
import { useCurrency } from '../currency/useCurrency.ts';
import { useExactEuros } from '../currency/useExactEuros.ts';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

/**
 * The monthly price in the display currency (spec §9: converted, whole units); in another currency than the euro,
 * the euro amount actually billed follows in small print.
 */
export function PlanPrice({ plan, size = 'large' }: { plan: SubscriptionPlan; size?: 'large' | 'small' }) {
  const texts = useSubscriptionTexts();
  const { currency } = useCurrency();
  const exactEuros = useExactEuros();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }} data-testid="plan-price">
        <Typography
          component="span"
          sx={{
            fontFamily: 'h1.fontFamily',
            fontWeight: 700,
            fontSize: size === 'large' ? '2.4rem' : '1.6rem',
            lineHeight: 1.1,
          }}
        >
          {formatMoney(plan.priceCents, currency)}
        </Typography>
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {texts.perMonth}
        </Typography>
      </Box>
      {currency !== 'EUR' && plan.priceCents > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="plan-price-in-euros">
          {texts.billedInEuros(exactEuros(centsToDecimalString(plan.priceCents)))}
        </Typography>
      )}
    </Box>
  );
}
