import { DeleteButton } from 'react-admin';

/**
 * Delisting is react-admin's delete (DELETE /api/owner/cars/:id, DelistCar), said as what it is: the car leaves the
 * site, its bookings stay, and it can be put back from the list's "Retirés" filter.
 */
export function DelistButton() {
  return (
    <DeleteButton
      label="app.delist"
      confirmTitle="app.delistConfirmTitle"
      confirmContent="app.delistConfirmContent"
      confirmColor="warning"
      mutationMode="pessimistic"
      redirect="list"
    />
  );
}
