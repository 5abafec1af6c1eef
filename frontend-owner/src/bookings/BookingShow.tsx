import Grid from '@mui/material/Grid';
import { DateField, FunctionField, Show, SimpleShowLayout } from 'react-admin';
import { bookingReference, type OwnerBooking } from '@grandtour/shared';
import { TranslatedField } from '../common/TranslatedField.tsx';
import { BookingMessagesPanel } from '../conversations/BookingMessagesPanel.tsx';
import { BookingStatusField } from './BookingStatusField.tsx';
import { ClaimsPanel } from './claims/ClaimsPanel.tsx';
import { DepositPanel } from './deposit/DepositPanel.tsx';
import { DriverPanel } from './DriverPanel.tsx';
import { DriverDocumentsPanel } from './driver-documents/DriverDocumentsPanel.tsx';
import { HandoverPanel } from './handover/HandoverPanel.tsx';
import { MoneyTimeline } from './MoneyTimeline.tsx';
import { PlaceField } from './PlaceField.tsx';
import { PriceLines } from './PriceLines.tsx';
import { RequestPanel } from './requests/RequestPanel.tsx';
import { ReturnTermsPanel } from './ReturnTermsPanel.tsx';

/**
 * One booking: its request to book when it is one (decision 85), the customer and the main driver, the dates, the
 * price lines, the return terms it was made under, the deposit (and handing the car over), the handover reports, the
 * damage claims, the driver's documents, the messages with the customer and the money timeline from its events.
 */
export function BookingShow() {
  return (
    <Show>
      {/* First, across the page (and so first on a phone): a request waits for the owner's answer. */}
      <RequestPanel />
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SimpleShowLayout>
            <FunctionField source="id" render={(booking: OwnerBooking) => bookingReference(booking.id)} />
            <FunctionField
              source="customer"
              render={(booking: OwnerBooking) =>
                `${booking.customer.firstName} ${booking.customer.lastName} · ${booking.customer.email} · ${booking.customer.phone}`
              }
            />
            <FunctionField
              source="carModel"
              render={(booking: OwnerBooking) => `${booking.carBrand} ${booking.carModel}`}
            />
            <DateField source="startDate" />
            <DateField source="endDate" />
            <PlaceField source="pickupLocation" address="pickupAddress" />
            <PlaceField source="dropoffLocation" address="dropoffAddress" />
            <BookingStatusField source="status" />
            <TranslatedField source="paymentStatus" prefix="app.payment" />
          </SimpleShowLayout>
          <PriceLines />
          <DriverPanel />
          <ReturnTermsPanel />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BookingMessagesPanel />
          <DepositPanel />
          <HandoverPanel />
          <ClaimsPanel />
          <DriverDocumentsPanel />
          <MoneyTimeline />
        </Grid>
      </Grid>
    </Show>
  );
}
