import Button from '@mui/material/Button';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { DetailsSection } from '../DetailsSection.tsx';
import { DepositStatus, useDepositSummary } from './DepositStatus.tsx';
import { depositPagePath, type DepositView } from './depositView.ts';

/** The booking page's deposit: held, when, released or captured, or refused with a way to use another card. */
export function DepositSection({ bookingId, deposit }: { bookingId: string; deposit: DepositView }) {
  const { t } = useLanguage();
  const { anotherCard } = useDepositSummary(deposit);
  return (
    <DetailsSection id="details-deposit" title={t.deposits.heading}>
      <DepositStatus deposit={deposit} />
      {anotherCard && (
        <Button
          component={RouterLink}
          to={depositPagePath(bookingId)}
          variant="contained"
          startIcon={<CreditCardIcon aria-hidden />}
          sx={{ mt: 2 }}
          data-testid="deposit-another-card"
        >
          {t.deposits.useAnotherCard}
        </Button>
      )}
    </DetailsSection>
  );
}
