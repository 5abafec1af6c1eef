import { TRANSLATED_DESCRIPTION_LANGUAGES } from '@grandtour/shared';
import {
  BooleanField,
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  type ShowProps,
} from 'react-admin';
import { EuroField } from '../common/EuroField.tsx';
import { FeaturesField } from './FeaturesField.tsx';
import { DeliveryFeeField } from './DeliveryFeeField.tsx';
import { DriverRequirementsField } from './DriverRequirementsField.tsx';
import { ReturnTermsField } from './ReturnTermsField.tsx';
import { TranslatedField } from '../common/TranslatedField.tsx';
import { AvailabilityField } from './AvailabilityField.tsx';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { CarPhotosField } from './CarPhotosField.tsx';
import { RelistButton } from './RelistButton.tsx';

function Actions() {
  const record = useRecordContext<{ isListed: boolean }>();
  return <TopToolbar>{record?.isListed ? <EditButton /> : <RelistButton />}</TopToolbar>;
}

/** One car as the owner sees it, with its secret iCal address. */
export function CarShow(props: ShowProps) {
  return (
    <Show {...props} actions={<Actions />} aside={<CalendarFeedPanel />}>
      <SimpleShowLayout>
        <CarPhotosField source="images" />
        <TextField source="brand" />
        <TextField source="model" />
        <NumberField source="year" options={{ useGrouping: false }} />
        <TranslatedField source="category" prefix="app.categories" />
        <TextField source="location" />
        <EuroField source="dailyPriceCents" perDay />
        <EuroField source="depositCents" exact />
        <AvailabilityField source="isAvailable" />
        <DriverRequirementsField label="app.drivers.section" />
        <ReturnTermsField label="app.returnTerms.section" />
        <TranslatedField source="transmission" prefix="app.transmission" />
        <TranslatedField source="fuelType" prefix="app.fuel" />
        <NumberField source="seats" />
        <NumberField source="horsepower" />
        <BooleanField source="deliveryAvailable" />
        <DeliveryFeeField source="deliveryFeeCents" />
        <TextField source="description" />
        {TRANSLATED_DESCRIPTION_LANGUAGES.map((language) => (
          <TextField key={language} source={`descriptionTranslations.${language}`} emptyText="—" />
        ))}
        <FeaturesField source="features" />
      </SimpleShowLayout>
    </Show>
  );
}
