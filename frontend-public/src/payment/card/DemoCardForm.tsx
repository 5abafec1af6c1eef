import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { LightTextField } from '../../common/LightTextField.tsx';
import { useMemo, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/useLanguage.ts';
import type { CardPurpose } from '../cardPurpose.ts';
import { PaymentActions } from '../PaymentActions.tsx';
import { formatCardNumber, formatCvc, formatExpiry } from './cardFormat.ts';
import { useConfirmDemoCard } from './useConfirmDemoCard.ts';
import { validateCard, type CardValues } from './validateCard.ts';

const EMPTY_CARD: CardValues = { cardholderName: '', cardNumber: '', expiry: '', cvc: '' };
const FIELDS: readonly (keyof CardValues)[] = ['cardholderName', 'cardNumber', 'expiry', 'cvc'];
const fieldId = (field: keyof CardValues) => `card-${field}`;

/** The demo provider's card form: Stripe's test cards behave as they do on Stripe. */
export function DemoCardForm({ clientSecret, purpose }: { clientSecret: string; purpose: CardPurpose }) {
  const { t } = useLanguage();
  const texts = t.payment.card;
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [visited, setVisited] = useState<ReadonlySet<keyof CardValues>>(() => new Set());
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const problems = useMemo(() => validateCard(card, new Date()), [card]);
  const { confirm, isConfirming } = useConfirmDemoCard(clientSecret, purpose);

  const fieldProps = (field: keyof CardValues, format: (value: string) => string) => {
    const problem = submitAttempted || visited.has(field) ? problems[field] : undefined;
    return {
      id: fieldId(field),
      name: field,
      value: card[field],
      fullWidth: true,
      error: Boolean(problem),
      helperText: problem ? texts.problems[problem] : undefined,
      onChange: (event: { target: { value: string } }) =>
        setCard((current) => ({ ...current, [field]: format(event.target.value) })),
      onBlur: () => setVisited((current) => new Set(current).add(field)),
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitAttempted(true);
    const firstProblem = FIELDS.find((field) => problems[field]);
    if (firstProblem) document.getElementById(fieldId(firstProblem))?.focus();
    else if (!isConfirming) confirm(card);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={texts.formLabel} data-testid="card-form">
      <Alert severity="info" variant="outlined" sx={{ mb: 3 }} data-testid="demo-card-hint">
        {texts.demoHint}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LightTextField
            {...fieldProps('cardholderName', (value) => value)}
            label={texts.cardholderName}
            autoComplete="cc-name"
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LightTextField
            {...fieldProps('cardNumber', formatCardNumber)}
            label={texts.cardNumber}
            required
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
          />
        </Box>
        <LightTextField
          {...fieldProps('expiry', (value) => formatExpiry(value, card.expiry))}
          label={texts.expiry}
          required
          autoComplete="cc-exp"
          placeholder={texts.expiryPlaceholder}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <LightTextField
          {...fieldProps('cvc', formatCvc)}
          label={texts.cvc}
          required
          autoComplete="cc-csc"
          placeholder="123"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <PaymentActions busy={isConfirming} purpose={purpose} />
    </Box>
  );
}
