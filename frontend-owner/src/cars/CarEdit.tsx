import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { CarFormFields } from './CarFormFields.tsx';
import { DelistButton } from './DelistButton.tsx';
import { keepHubsOfCity } from './PickupPlacesInput.tsx';

function CarEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', bgcolor: 'background.paper' }}>
      <SaveButton />
      <DelistButton />
    </Toolbar>
  );
}

/** Changing a car (UpdateCar and ChangeCarPrice in one append); delisting is the delete button (DelistCar). */
export function CarEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={keepHubsOfCity} aside={<CalendarFeedPanel />}>
      <SimpleForm toolbar={<CarEditToolbar />}>
        <CarFormFields />
      </SimpleForm>
    </Edit>
  );
}
