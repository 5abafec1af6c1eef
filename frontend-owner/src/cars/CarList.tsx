import {
  BooleanInput,
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { AvailabilityField } from './AvailabilityField.tsx';
import { categoryChoices, cityChoices } from './choices.ts';
import { EuroField } from '../common/EuroField.tsx';
import { TranslatedField } from '../common/TranslatedField.tsx';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} />,
  <SelectInput key="location" source="location" choices={cityChoices} />,
  <BooleanInput key="isListed" source="isListed" />,
];

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** The owner's fleet (GET /api/owner/cars with sort, range and filter). */
export function CarList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'brand', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="brand" />
        <TextField source="model" />
        <NumberField source="year" options={{ useGrouping: false }} />
        <TranslatedField source="category" prefix="app.categories" />
        <TextField source="location" />
        <EuroField source="dailyPriceCents" perDay />
        <AvailabilityField source="isAvailable" />
        <NumberField source="bookingCount" />
      </Datagrid>
    </List>
  );
}
