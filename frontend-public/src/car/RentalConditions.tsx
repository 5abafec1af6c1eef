import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { driverRequirementsOf, type Car } from '@grandtour/shared';
import { OwnerResponseFigures } from '../booking-requests/OwnerResponseFigures.tsx';
import { useDriverTexts } from '../i18n/drivers/useDriverTexts.ts';

/**
 * What the car asks of its main driver: its owner's requirements, or its category's defaults (issue 22); how it is
 * booked, and how its owner answers requests once they have answered enough of them (decision 85).
 */
export function RentalConditions({ car }: { car: Car }) {
  const d = useDriverTexts();
  const { minAge, minLicenceYears, bookingMode } = driverRequirementsOf(car.category, car.driverRequirements);
  const conditions = [
    { id: 'min-age', label: d.minAge, value: d.years(minAge) },
    { id: 'licence', label: d.licence, value: d.licenceYears(minLicenceYears) },
    { id: 'booking-mode', label: d.booking, value: d.bookingMode[bookingMode] },
  ];

  return (
    <Box
      component="section"
      aria-labelledby="rental-conditions-title"
      data-testid="rental-conditions"
      sx={{ mt: { xs: 6, md: 8 } }}
    >
      <Typography id="rental-conditions-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {d.heading}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        {conditions.map(({ id, label, value }) => (
          <Box
            key={id}
            data-testid={`condition-${id}`}
            sx={{ p: 2.5, border: '1px solid', borderColor: 'divider', borderRadius: 1.5 }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontFamily: 'h1.fontFamily', fontSize: '1.2rem', fontWeight: 600 }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {car.ownerResponse && (
        <OwnerResponseFigures
          figures={car.ownerResponse}
          sx={{ mt: 2, color: 'text.secondary', fontSize: '0.95rem' }}
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {d.documents}
      </Typography>
    </Box>
  );
}
