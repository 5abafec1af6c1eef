import Typography from '@mui/material/Typography';
import { hubsOfCity, type City } from '@grandtour/shared';
import {
  CheckboxGroupInput,
  FormDataConsumer,
  maxLength,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';

/** A car keeps only the airport and station of its own city: a car that moves drops the old city's (decision 55). */
export function keepHubsOfCity<T extends { location?: City; pickupHubs?: string[] }>(data: T): T {
  const offered = data.location ? hubsOfCity(data.location).map((hub) => hub.id) : [];
  return { ...data, pickupHubs: (data.pickupHubs ?? []).filter((hub) => offered.includes(hub)) };
}

/** Where the car is handed over: its street address, and the airport and station of its city the owner ticks. */
export function PickupPlacesInput() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.placesHelp')}
      </Typography>
      <TextInput
        source="address"
        fullWidth
        validate={[required(), maxLength(200)]}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormDataConsumer<{ location?: City }>>
        {({ formData }) =>
          formData.location && (
            <CheckboxGroupInput
              source="pickupHubs"
              translateChoice={false}
              defaultValue={[]}
              choices={hubsOfCity(formData.location).map((hub) => ({
                id: hub.id,
                name: `${translate(`app.pickup.${hub.kind}`)} · ${hub.name} — ${hub.address}`,
              }))}
              sx={{ '& .MuiFormGroup-root': { flexDirection: 'column' } }}
            />
          )
        }
      </FormDataConsumer>
    </>
  );
}
