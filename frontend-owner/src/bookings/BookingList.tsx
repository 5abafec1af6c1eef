import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectArrayInput,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';
import { BOOKING_STATUSES, bookingReference, type OwnerBooking } from '@grandtour/shared';
import { EuroField } from '../common/EuroField.tsx';
import { formatDate, formatEuros } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';
import { useSmallScreen } from '../common/useSmallScreen.ts';
import { BookingStatusField, bookingStatusKey } from './BookingStatusField.tsx';
import { DriverVerifiedField } from './DriverVerifiedField.tsx';

const statusChoices = BOOKING_STATUSES.map((status) => ({ id: status, name: `app.status.${status}` }));
const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectArrayInput
    key="status"
    source="status"
    choices={statusChoices}
    alwaysOn
    sx={{ minWidth: { xs: 0, sm: 220 }, maxWidth: '100%' }}
  />,
];

const customerName = (booking: OwnerBooking) => `${booking.customer.firstName} ${booking.customer.lastName}`;

/** On a phone: the customer and the total, then the car, the dates and the status ("Demande" for a request). */
function BookingSimpleList() {
  const language = useLanguage();
  const translate = useTranslate();
  return (
    <SimpleList<OwnerBooking>
      rowClick="show"
      primaryText={customerName}
      tertiaryText={() => <EuroField source="totalCents" exact />}
      secondaryText={(booking) =>
        [
          `${booking.carBrand} ${booking.carModel}`,
          `${formatDate(booking.startDate, language)} – ${formatDate(booking.endDate, language)}`,
          translate(bookingStatusKey(booking)),
          ...(booking.driverVerified === false && ['pending', 'confirmed'].includes(booking.status)
            ? [translate('app.bookingDriver.unverified')]
            : []),
        ].join(' · ')
      }
    />
  );
}

/** Bookings of the owner's cars: filter by status, search by customer, vehicle or reference. */
export function BookingList() {
  const small = useSmallScreen();
  const language = useLanguage();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <BookingSimpleList />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField source="customer" sortable={false} render={customerName} />
          <FunctionField
            source="carModel"
            render={(booking: OwnerBooking) => `${booking.carBrand} ${booking.carModel}`}
          />
          <DateField source="startDate" />
          <DateField source="endDate" />
          <BookingStatusField source="status" />
          <DriverVerifiedField source="driverVerified" label="app.bookingDriver.column" sortable={false} />
          <EuroField source="totalCents" exact />
          <EuroField source="ownerPayoutCents" exact />
          {/* What the owner is paid after the commission frozen at booking (decision 0080). */}
          <FunctionField
            source="earnings.netCents"
            sortable={false}
            render={(booking: OwnerBooking) => formatEuros(booking.earnings.netCents, language, true)}
          />
          <FunctionField
            source="id"
            sortable={false}
            render={(booking: OwnerBooking) => bookingReference(booking.id)}
          />
        </Datagrid>
      )}
    </List>
  );
}
