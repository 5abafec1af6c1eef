import { Suspense } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { AdminApp } from './admin/AdminApp.tsx';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider.ts';
import { lazyNamed } from './common/lazyNamed.ts';
import { useSignedInAccount } from './authProvider/useSignedInAccount.ts';
import bookings from './bookings/index.ts';
import cars from './cars/index.ts';
import conversations from './conversations/index.ts';
import reviews from './reviews/index.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { dataProvider } from './dataProvider/dataProvider.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { OwnerLayout } from './layout/OwnerLayout.tsx';
import { OwnersOnly } from './layout/OwnersOnly.tsx';
import { grandTourTheme } from './layout/theme.ts';
import { DemoOnboardingPage } from './payments/DemoOnboardingPage.tsx';
import { PaymentsPage } from './payments/PaymentsPage.tsx';
import { SecurityPage } from './payments/SecurityPage.tsx';

const HandoverFlowPage = lazyNamed(
  () => import('./bookings/handover/HandoverFlowPage.tsx'),
  'HandoverFlowPage',
);

/**
 * The owner back office at /owner-dashboard: the dashboard is home; cars, bookings, conversations (the inbox) and
 * reviews are resources. An administrator gets the drivers' documents instead; a signed-in client is told it is for
 * owners; visitors go through react-admin's checkAuth to the sign-in page.
 */
export function App() {
  const account = useSignedInAccount();
  if (account === undefined) return null;
  if (account?.userType === 'admin') return <AdminApp />;
  if (account && account.userType !== 'owner') return <OwnersOnly firstName={account.firstName} />;
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
      <Resource name="conversations" {...conversations} />
      <Resource name="reviews" {...reviews} />
      <CustomRoutes>
        <Route path="/payouts" element={<PaymentsPage />} />
        <Route path="/payouts/demo-onboarding" element={<DemoOnboardingPage />} />
        <Route path="/security" element={<SecurityPage />} />
      </CustomRoutes>
      {/* The guided handover takes the whole phone screen. */}
      <CustomRoutes noLayout>
        <Route
          path="/bookings/:id/handover/:phase"
          element={
            <Suspense fallback={null}>
              <HandoverFlowPage />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
