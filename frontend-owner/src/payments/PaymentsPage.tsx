import Stack from '@mui/material/Stack';
import { Title, useTranslate } from 'react-admin';
import { PayoutAccountCard } from './PayoutAccountCard.tsx';
import { PayoutsList } from './PayoutsList.tsx';
import { StatementLinks } from './StatementLinks.tsx';

/** The back office's Paiements page (issue 21): where the owner is paid, and what they were paid. */
export function PaymentsPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('payments.title')} />
      <PayoutAccountCard />
      <PayoutsList />
      <StatementLinks />
    </Stack>
  );
}
