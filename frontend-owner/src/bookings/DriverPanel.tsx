import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OwnerBookingDetail } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

/** The booking's main driver as the customer gave them, with their age and licence years on the pickup date. */
export function DriverPanel() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const language = useLanguage();
  // A row of the list shows first (react-admin's placeholder), without its driver: wait for the booking itself.
  if (!booking || booking.driver === undefined) return null;
  const { driver } = booking;
  const date = (value: string) => formatDate(value, language);
  return (
    <Box component="section" aria-labelledby="driver-title" sx={{ px: 2, pb: 2 }} data-testid="owner-driver">
      <Typography id="driver-title" variant="h6" component="h2">
        {translate('app.bookingDriver.title')}
      </Typography>
      {driver ? (
        <>
          <Typography data-testid="owner-driver-age">
            {translate('app.bookingDriver.age', { age: driver.ageOnPickup, date: date(driver.dateOfBirth) })}
          </Typography>
          <Typography>
            {translate('app.bookingDriver.licence', {
              number: driver.licenceNumber,
              country:
                new Intl.DisplayNames([language], { type: 'region' }).of(driver.licenceCountry) ??
                driver.licenceCountry,
            })}
          </Typography>
          <Typography>
            {translate('app.bookingDriver.validity', {
              issued: date(driver.licenceIssuedOn),
              expires: date(driver.licenceExpiresOn),
            })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {translate('app.bookingDriver.licenceYears', { years: driver.licenceYearsOnPickup })}
          </Typography>
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{translate('app.bookingDriver.none')}</Typography>
      )}
    </Box>
  );
}
