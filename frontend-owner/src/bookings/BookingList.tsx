import { Datagrid, DateField, FunctionField, List, SelectArrayInput, TextInput } from 'react-admin';
import { BOOKING_STATUSES, bookingReference, type OwnerBooking } from '@grandtour/shared';
import { EuroField } from '../common/EuroField.tsx';
import { BookingStatusField } from './BookingStatusField.tsx';

const statusChoices = BOOKING_STATUSES.map((status) => ({ id: status, name: `app.status.${status}` }));
const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 220 }} />,
];

/** Bookings of the owner's cars: filter by status, search by customer, vehicle or reference. */
export function BookingList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField
          source="customer"
          sortable={false}
          render={(booking: OwnerBooking) => `${booking.customer.firstName} ${booking.customer.lastName}`}
        />
        <FunctionField
          source="carModel"
          render={(booking: OwnerBooking) => `${booking.carBrand} ${booking.carModel}`}
        />
        <DateField source="startDate" />
        <DateField source="endDate" />
        <BookingStatusField source="status" />
        <EuroField source="totalCents" exact />
        <EuroField source="ownerPayoutCents" exact />
        <FunctionField
          source="id"
          sortable={false}
          render={(booking: OwnerBooking) => bookingReference(booking.id)}
        />
      </Datagrid>
    </List>
  );
}
