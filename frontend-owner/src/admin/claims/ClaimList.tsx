import { CLAIM_STATUSES, type AdminClaim, type ClaimStatus } from '@grandtour/shared';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { StatusBadge } from '../../common/StatusBadge.tsx';
import { formatEuros } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { useSmallScreen } from '../../common/useSmallScreen.ts';

const TONES: Record<ClaimStatus, 'gold' | 'red' | 'grey' | 'green' | 'amber'> = {
  open: 'grey',
  contested: 'red',
  escalated: 'amber',
  accepted: 'green',
  decided: 'gold',
  settled: 'green',
  withdrawn: 'grey',
};
const statusChoices = CLAIM_STATUSES.map((status) => ({
  id: status,
  name: `app.claims.statusName.${status}`,
}));
const excessChoices = [{ id: 'debt', name: 'app.claims.admin.filters.debts' }];

function ClaimStatusBadge({ claim }: { claim: AdminClaim }) {
  const translate = useTranslate();
  return (
    <StatusBadge label={translate(`app.claims.statusName.${claim.status}`)} tone={TONES[claim.status]} />
  );
}

/** "Litiges" (issue 23): contested and unanswered claims first (the API's order), by status, or the debts. */
export function ClaimList() {
  const small = useSmallScreen();
  const language = useLanguage();
  const translate = useTranslate();
  const amount = (claim: AdminClaim) => formatEuros(claim.amountCents, language, true);
  return (
    <List
      filters={[
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        <SelectInput key="excess" source="excess" choices={excessChoices} alwaysOn />,
      ]}
      pagination={false}
      exporter={false}
      empty={false}
    >
      {small ? (
        <SimpleList<AdminClaim>
          rowClick="show"
          primaryText={(claim) => `${amount(claim)} · ${translate(`app.claims.statusName.${claim.status}`)}`}
          secondaryText={(claim) => claim.description}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField
            source="status"
            sortable={false}
            render={(claim: AdminClaim) => <ClaimStatusBadge claim={claim} />}
          />
          <FunctionField source="amountCents" sortable={false} render={amount} />
          <TextField source="description" sortable={false} />
          <DateField source="openedAt" showTime sortable={false} />
          <DateField source="respondBy" showTime sortable={false} />
          <FunctionField
            source="excess"
            sortable={false}
            render={(claim: AdminClaim) =>
              claim.settlement && claim.settlement.excessCents > 0
                ? formatEuros(claim.settlement.excessCents, language, true)
                : '—'
            }
          />
        </Datagrid>
      )}
    </List>
  );
}
