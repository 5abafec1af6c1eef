import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { AvailabilityChip } from './AvailabilityChip.tsx';
import { DailyPriceField } from './DailyPriceField.tsx';
import { FeaturesField } from './FeaturesField.tsx';

export function CarShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="brand" />
        <TextField source="model" />
        <NumberField source="year" options={{ useGrouping: false }} />
        <TextField source="category" />
        <DailyPriceField source="dailyPrice" />
        <AvailabilityChip source="isAvailable" />
        <TextField source="location" />
        <TextField source="ownerName" />
        <TextField source="companyName" emptyText="—" />
        <NumberField source="seats" />
        <NumberField source="horsepower" />
        <TextField source="description" />
        <FeaturesField source="features" />
      </SimpleShowLayout>
    </Show>
  );
}
