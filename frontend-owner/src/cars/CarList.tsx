import { OWNER_CAR_LISTINGS, type OwnerCar } from '@grandtour/shared';
import {
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  NumberField,
  required,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { AvailabilityField } from './AvailabilityField.tsx';
import { categoryChoices, cityChoices } from './choices.ts';
import { EuroField } from '../common/EuroField.tsx';
import { formatEuros } from '../common/money.ts';
import { TranslatedField } from '../common/TranslatedField.tsx';
import { useLanguage } from '../common/useLanguage.ts';
import { useSmallScreen } from '../common/useSmallScreen.ts';

const listingChoices = OWNER_CAR_LISTINGS.map((listing) => ({ id: listing, name: `app.listing.${listing}` }));
const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  // Required: no empty choice; on the site (the default), delisted or all.
  <SelectInput key="listing" source="listing" choices={listingChoices} alwaysOn validate={required()} />,
  <SelectInput key="category" source="category" choices={categoryChoices} />,
  <SelectInput key="location" source="location" choices={cityChoices} />,
];

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** On a phone: brand and model with the availability (or 'Retiré de la location'), then city and price. */
function CarSimpleList() {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <SimpleList<OwnerCar>
      rowClick="show"
      primaryText={(car) => `${car.brand} ${car.model}`}
      tertiaryText={() => <AvailabilityField source="isAvailable" />}
      secondaryText={(car) =>
        [
          car.year,
          car.location,
          `${formatEuros(car.dailyPriceCents, language)}${translate('app.perDay')}`,
        ].join(' · ')
      }
    />
  );
}

/** The owner's fleet (GET /api/owner/cars): on the site by default, delisted cars one filter away (decision 62). */
export function CarList() {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ listing: 'active' }}
      actions={<ListActions />}
      sort={{ field: 'brand', order: 'ASC' }}
      perPage={25}
    >
      {small ? (
        <CarSimpleList />
      ) : (
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
      )}
    </List>
  );
}
