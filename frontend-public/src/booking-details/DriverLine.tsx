import Box from '@mui/material/Box';
import type { DriverInfo } from '@grandtour/shared';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { useDriverFormTexts } from '../i18n/driver-form/useDriverFormTexts.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { SummaryLine } from '../payment/SummaryLine.tsx';

/** The main driver as the customer gave them (issue 22); nothing for a booking made before drivers were asked. */
export function DriverLine({ driver }: { driver: DriverInfo | null | undefined }) {
  const texts = useDriverFormTexts();
  const { language } = useLanguage();
  const formatDate = useCalendarDate();
  if (!driver) return null;
  const country =
    new Intl.DisplayNames([language], { type: 'region' }).of(driver.licenceCountry) ?? driver.licenceCountry;
  return (
    <SummaryLine label={texts.shownHeading} testId="details-driver">
      {texts.bornOn(formatDate(driver.dateOfBirth))}
      <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
        {texts.licence(country, driver.licenceNumber)} ·{' '}
        {texts.validity(formatDate(driver.licenceIssuedOn), formatDate(driver.licenceExpiresOn))}
      </Box>
    </SummaryLine>
  );
}
