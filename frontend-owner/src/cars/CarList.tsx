import { BooleanField, Datagrid, List, NumberField, TextField, TextInput, useTranslate } from 'react-admin';
import { AvailabilityChip } from './AvailabilityChip.tsx';
import { DailyPriceField } from './DailyPriceField.tsx';

const filters = [<TextInput key="q" source="q" label="ra.action.search" alwaysOn />];

export function CarList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: 'brand', order: 'ASC' }}
      perPage={25}
      title={translate('app.title')}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="brand" />
        <TextField source="model" />
        <NumberField source="year" options={{ useGrouping: false }} />
        <TextField source="category" />
        <DailyPriceField source="dailyPrice" />
        <AvailabilityChip source="isAvailable" />
        <TextField source="location" />
        <BooleanField source="ownerVerified" label="✓" />
      </Datagrid>
    </List>
  );
}
