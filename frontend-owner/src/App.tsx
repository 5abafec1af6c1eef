import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider/authProvider.ts';
import bookings from './bookings/index.ts';
import cars from './cars/index.ts';
import reviews from './reviews/index.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { dataProvider } from './dataProvider/dataProvider.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { OwnerLayout } from './layout/OwnerLayout.tsx';
import { grandTourTheme } from './layout/theme.ts';

/** The owner back office at /owner-dashboard: the dashboard is home; cars, bookings and reviews are resources. */
export function App() {
  return (
    <Admin
      title="Grand Tour"
      dashboard={Dashboard}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={grandTourTheme}
      darkTheme={null}
      layout={OwnerLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="cars" {...cars} />
      <Resource name="bookings" {...bookings} />
      <Resource name="reviews" {...reviews} />
    </Admin>
  );
}
