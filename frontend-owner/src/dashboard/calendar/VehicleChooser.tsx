import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import type { OwnerCalendar } from '@grandtour/shared';
import { useTranslate } from 'react-admin';

interface VehicleChooserProps {
  cars: OwnerCalendar['cars'];
  value: string;
  onChange(carId: string): void;
}

/** The vehicle list, each shown as "brand model (year)". */
export function VehicleChooser({ cars, value, onChange }: VehicleChooserProps) {
  const translate = useTranslate();
  return (
    <FormControl sx={{ maxWidth: 420 }} fullWidth>
      <InputLabel variant="standard" htmlFor="calendar-vehicle">
        {translate('app.calendar.chooseVehicle')}
      </InputLabel>
      <NativeSelect id="calendar-vehicle" value={value} onChange={(event) => onChange(event.target.value)}>
        {cars.map((car) => (
          <option key={car.carId} value={car.carId}>
            {car.brand} {car.model} ({car.year})
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
