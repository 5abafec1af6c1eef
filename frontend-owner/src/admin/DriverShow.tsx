import { Show, useRecordContext } from 'react-admin';
import { adminDocumentsUrl } from '../bookings/driver-documents/driverDocuments.ts';
import { DriverDocumentsReview } from '../bookings/driver-documents/DriverDocumentsPanel.tsx';

function DriverDocuments() {
  const driver = useRecordContext<{ id: string }>();
  if (!driver) return null;
  return <DriverDocumentsReview documentsUrl={adminDocumentsUrl(driver.id)} />;
}

/** One driver's documents for an administrator: each file opened is recorded; verify or reject with a reason. */
export function DriverShow() {
  return (
    <Show title="app.driverDocuments.title">
      <DriverDocuments />
    </Show>
  );
}
