import BadgeIcon from '@mui/icons-material/Badge';
import { Admin, Resource } from 'react-admin';
import { authProviderFor } from '../authProvider/authProvider.ts';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { grandTourTheme } from '../layout/theme.ts';
import { adminDataProvider } from './adminDataProvider.ts';
import { DriverList } from './DriverList.tsx';
import { DriverShow } from './DriverShow.tsx';

const adminAuthProvider = authProviderFor('admin');

/**
 * The back office as an administrator sees it (issue 22): the drivers' documents to verify or reject, for any
 * booking. Owners' cars, bookings and money are theirs alone and not shown here.
 */
export function AdminApp() {
  return (
    <Admin
      title="Grand Tour"
      authProvider={adminAuthProvider}
      dataProvider={adminDataProvider}
      i18nProvider={i18nProvider}
      theme={grandTourTheme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="drivers" list={DriverList} show={DriverShow} icon={BadgeIcon} />
    </Admin>
  );
}
