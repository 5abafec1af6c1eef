import Typography from '@mui/material/Typography';
import type { OwnerPayout } from '@grandtour/shared';
import {
  Datagrid,
  FunctionField,
  ListBase,
  Pagination,
  SimpleList,
  useListContext,
  useLocale,
  useTranslate,
} from 'react-admin';
import { formatEuros, formatInstant } from '../common/money.ts';
import { useSmallScreen } from '../common/useSmallScreen.ts';

function PayoutRows() {
  const translate = useTranslate();
  const locale = useLocale();
  const small = useSmallScreen();
  const { total, isPending } = useListContext<OwnerPayout>();
  const euros = (cents: number) => formatEuros(cents, locale, true);
  const status = (payout: OwnerPayout) => translate(`payments.list.statuses.${payout.status}`);
  if (!isPending && total === 0) return <Typography>{translate('payments.list.empty')}</Typography>;
  if (small)
    return (
      <SimpleList<OwnerPayout>
        linkType={false}
        primaryText={(payout) => `${euros(payout.netCents)} · ${status(payout)}`}
        secondaryText={(payout) =>
          `${translate('payments.list.gross')} ${euros(payout.grossCents)} − ${translate('payments.list.commission')} ${euros(payout.commissionCents)}`
        }
        tertiaryText={(payout) => formatInstant(payout.paidAt ?? payout.dueAt, locale)}
      />
    );
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <FunctionField<OwnerPayout>
        label={translate('payments.list.dueAt')}
        sortBy="dueAt"
        render={(payout) => formatInstant(payout.dueAt, locale)}
      />
      <FunctionField<OwnerPayout>
        label={translate('payments.list.gross')}
        sortable={false}
        render={(payout) => euros(payout.grossCents)}
      />
      <FunctionField<OwnerPayout>
        label={translate('payments.list.commission')}
        sortable={false}
        render={(payout) => euros(payout.commissionCents)}
      />
      <FunctionField<OwnerPayout>
        label={translate('payments.list.net')}
        sortBy="netCents"
        render={(payout) => euros(payout.netCents)}
      />
      <FunctionField<OwnerPayout> label={translate('payments.list.status')} sortBy="status" render={status} />
      <FunctionField<OwnerPayout>
        label={translate('payments.list.paidAt')}
        sortBy="paidAt"
        render={(payout) => (payout.paidAt ? formatInstant(payout.paidAt, locale) : '—')}
      />
    </Datagrid>
  );
}

/** Scheduled, paid and failed payouts: gross, commission, net, due and paid dates (GET /api/owner/payouts). */
export function PayoutsList() {
  const translate = useTranslate();
  return (
    <section aria-labelledby="payouts-title">
      <Typography variant="h6" component="h2" id="payouts-title" sx={{ mb: 1 }}>
        {translate('payments.list.title')}
      </Typography>
      <ListBase
        resource="payouts"
        sort={{ field: 'dueAt', order: 'DESC' }}
        disableSyncWithLocation
        perPage={25}
      >
        <PayoutRows />
        <Pagination />
      </ListBase>
    </section>
  );
}
