import { DRIVER_VERIFICATION_STATUSES, type AdminDriver } from '@grandtour/shared';
import type { AdminDriverRecord } from './adminDataProvider.ts';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { formatDate } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';
import { useSmallScreen } from '../common/useSmallScreen.ts';

const TONES = { none: 'grey', submitted: 'amber', verified: 'green', rejected: 'red' } as const;
const statusChoices = DRIVER_VERIFICATION_STATUSES.filter((status) => status !== 'none').map((status) => ({
  id: status,
  name: `app.driverDocuments.status.${status}`,
}));

function DriverStatus({ driver }: { driver: AdminDriver }) {
  const translate = useTranslate();
  return (
    <StatusBadge
      label={translate(`app.driverDocuments.status.${driver.status}`)}
      tone={TONES[driver.status]}
    />
  );
}

/** The drivers whose documents were sent: those waiting for a decision first, soonest pickup first (issue 22). */
export function DriverList() {
  const small = useSmallScreen();
  const language = useLanguage();
  const translate = useTranslate();
  const name = (driver: AdminDriver) => driver.name || translate('app.admin.drivers.unnamed');
  return (
    <List
      filters={[<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />]}
      filterDefaultValues={{ status: 'submitted' }}
      pagination={false}
      exporter={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      empty={false}
    >
      {small ? (
        <SimpleList<AdminDriverRecord>
          rowClick="show"
          primaryText={name}
          secondaryText={(driver) =>
            [
              translate(`app.driverDocuments.status.${driver.status}`),
              driver.nextPickup ? formatDate(driver.nextPickup, language) : null,
            ]
              .filter(Boolean)
              .join(' · ')
          }
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField source="name" sortable={false} render={name} />
          <TextField source="email" sortable={false} emptyText="—" />
          <FunctionField
            source="status"
            sortable={false}
            render={(driver: AdminDriver) => <DriverStatus driver={driver} />}
          />
          <NumberField source="documents" sortable={false} />
          <FunctionField
            source="nextPickup"
            sortable={false}
            render={(driver: AdminDriver) =>
              driver.nextPickup ? formatDate(driver.nextPickup, language) : '—'
            }
          />
          <DateField source="updatedAt" showTime sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
