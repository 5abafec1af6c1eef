import { MAX_DAILY_PRICE_CENTS, MAX_DELIVERY_FEE_CENTS, MAX_DEPOSIT_CENTS } from '@grandtour/shared';
import Typography from '@mui/material/Typography';
import {
  hasTranslation,
  OWNER_TEXT_LIMITS,
  TRANSLATED_DESCRIPTION_LANGUAGES,
  type DescriptionTranslations,
} from '@grandtour/shared';
import {
  BooleanInput,
  FormDataConsumer,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { brandChoices, categoryChoices, cityChoices, fuelChoices, transmissionChoices } from './choices.ts';
import { DriverRequirementsInput } from './DriverRequirementsInput.tsx';
import { FeaturesInput } from './FeaturesInput.tsx';
import { PhotosInput } from './PhotosInput.tsx';
import { PickupPlacesInput } from './PickupPlacesInput.tsx';
import { ReturnTermsInput } from './ReturnTermsInput.tsx';
import { euros, tenths } from './scaledNumber.ts';

function Section({ name }: { name: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate(`app.sections.${name}`)}
    </Typography>
  );
}

const thisYear = new Date().getFullYear();
const whole = (min: number, max: number) => [required(), minValue(min), maxValue(max)];
/** The field stops at the API's limit (and says so, should a pasted value get past it). */
const limited = (max: number) => ({
  validate: maxLength(max),
  slotProps: { htmlInput: { maxLength: max } },
});
/** French is every car's language: once another is written, the French description is needed (decision 59). */
const frenchWhenTranslated = (
  value: string | undefined,
  car: { descriptionTranslations?: DescriptionTranslations },
) =>
  hasTranslation(car.descriptionTranslations) && !value?.trim() ? 'app.frenchDescriptionRequired' : undefined;

/** Every car field an owner controls, in sections (the API checks them again with the same limits). */
export function CarFormFields() {
  return (
    <>
      <Section name="identity" />
      <SelectInput source="brand" choices={brandChoices} validate={required()} />
      <TextInput
        source="model"
        {...limited(OWNER_TEXT_LIMITS.carModel)}
        validate={[required(), maxLength(OWNER_TEXT_LIMITS.carModel)]}
      />
      <NumberInput source="year" validate={whole(1950, thisYear + 1)} />
      <SelectInput source="category" choices={categoryChoices} validate={required()} />
      <SelectInput source="location" choices={cityChoices} validate={required()} />
      <TextInput
        source="colour"
        type="color"
        validate={required()}
        defaultValue="#c9a227"
        sx={{ width: 120 }}
      />
      <Section name="performance" />
      <SelectInput source="transmission" choices={transmissionChoices} validate={required()} />
      <SelectInput source="fuelType" choices={fuelChoices} validate={required()} />
      <NumberInput source="seats" validate={whole(1, 9)} />
      <NumberInput source="horsepower" validate={whole(1, 2500)} />
      <NumberInput source="topSpeedKmh" validate={whole(30, 500)} />
      <NumberInput source="accelerationTenths" step={0.1} {...tenths} validate={whole(15, 300)} />
      <Section name="rental" />
      <NumberInput source="dailyPriceCents" {...euros} validate={whole(100, MAX_DAILY_PRICE_CENTS)} />
      <NumberInput
        source="depositCents"
        {...euros}
        validate={whole(0, MAX_DEPOSIT_CENTS)}
        defaultValue={500_000}
      />
      <BooleanInput source="isAvailable" defaultValue={true} />
      <DriverRequirementsInput />
      <ReturnTermsInput />
      <Section name="places" />
      <PickupPlacesInput />
      <Section name="delivery" />
      <BooleanInput source="deliveryAvailable" defaultValue={false} />
      <FormDataConsumer<{ deliveryAvailable?: boolean }>>
        {({ formData }) =>
          formData.deliveryAvailable && (
            <>
              <NumberInput source="deliveryRadiusKm" validate={whole(0, 1000)} defaultValue={0} />
              {/* Empty is null: the standard 150 € per leg; 0 delivers free (decision 49). */}
              <NumberInput
                source="deliveryFeeCents"
                {...euros}
                validate={[minValue(0), maxValue(MAX_DELIVERY_FEE_CENTS)]}
                helperText="app.deliveryFeeHelp"
              />
            </>
          )
        }
      </FormDataConsumer>
      <Section name="description" />
      <TextInput
        source="description"
        multiline
        minRows={3}
        fullWidth
        {...limited(OWNER_TEXT_LIMITS.carDescription)}
        validate={[maxLength(OWNER_TEXT_LIMITS.carDescription), frenchWhenTranslated]}
      />
      {TRANSLATED_DESCRIPTION_LANGUAGES.map((language) => (
        <TextInput
          key={language}
          source={`descriptionTranslations.${language}`}
          multiline
          minRows={2}
          fullWidth
          {...limited(OWNER_TEXT_LIMITS.carDescription)}
        />
      ))}
      <FeaturesInput />
      <PhotosInput source="images" />
    </>
  );
}
