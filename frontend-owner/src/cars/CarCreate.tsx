import { Create, SimpleForm } from 'react-admin';
import { CarFormFields } from './CarFormFields.tsx';
import { keepHubsOfCity } from './PickupPlacesInput.tsx';

/** Publishing a car (PublishCar): the public site shows it as soon as it is saved. */
export function CarCreate() {
  return (
    <Create redirect="show" transform={keepHubsOfCity}>
      <SimpleForm>
        <CarFormFields />
      </SimpleForm>
    </Create>
  );
}
