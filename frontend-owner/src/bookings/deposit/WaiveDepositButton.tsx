import MoneyOff from '@mui/icons-material/MoneyOff';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { OwnerDataProvider } from '../../dataProvider/dataProvider.ts';
import { useBookingCommand } from './useBookingCommand.ts';

/** "Renoncer à la caution", after a confirmation: the car can then be handed over without one. */
export function WaiveDepositButton({ bookingId, amount }: { bookingId: string; amount: string }) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const waive = useBookingCommand(() => dataProvider.waiveDeposit(bookingId), 'app.deposit.waived');
  return (
    <>
      <Button
        label="app.deposit.waive"
        aria-label={translate('app.deposit.waive')}
        variant="outlined"
        onClick={() => setAsking(true)}
        disabled={waive.isPending}
        data-testid="waive-deposit"
      >
        <MoneyOff />
      </Button>
      <Confirm
        isOpen={asking}
        loading={waive.isPending}
        title="app.deposit.waiveTitle"
        titleTranslateOptions={{ amount }}
        content="app.deposit.waiveContent"
        onConfirm={() => {
          setAsking(false);
          waive.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
