import BadgeIcon from '@mui/icons-material/Badge';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import { Admin, Resource } from 'react-admin';
import { authProviderFor } from '../authProvider/authProvider.ts';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { grandTourTheme } from '../layout/theme.ts';
import { adminDataProvider } from './adminDataProvider.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { ClaimList } from './claims/ClaimList.tsx';
import { ClaimShow } from './claims/ClaimShow.tsx';
import { ReportedConversationList } from './conversations/ReportedConversationList.tsx';
import { ReportedConversationShow } from './conversations/ReportedConversationShow.tsx';
import { DriverList } from './DriverList.tsx';
import { DriverShow } from './DriverShow.tsx';
import { ErasureList } from './erasures/ErasureList.tsx';

const adminAuthProvider = authProviderFor('admin');

/**
 * The back office as an administrator sees it: the drivers' documents to verify or reject (issue 22) and the damage
 * disputes to decide (issue 23), for any booking, and the conversations in which a message was reported (issue 24),
 * read-only, and the erasure of a person's data on their request (issue 25). Owners' cars, bookings and money are theirs alone and not shown here.
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
      layout={AdminLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="drivers" list={DriverList} show={DriverShow} icon={BadgeIcon} />
      <Resource name="claims" list={ClaimList} show={ClaimShow} icon={GavelIcon} />
      <Resource
        name="conversations"
        list={ReportedConversationList}
        show={ReportedConversationShow}
        icon={FlagIcon}
      />
      <Resource name="erasures" list={ErasureList} icon={PersonOffIcon} />
    </Admin>
  );
}
