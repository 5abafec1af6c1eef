import { Admin, Resource } from 'react-admin';
import cars from './cars/index.ts';
import { catalogueDataProvider } from './dataProvider/catalogueDataProvider.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { grandTourTheme } from './layout/theme.ts';

export function App() {
  return (
    <Admin
      title="Tableau de bord propriétaire"
      dataProvider={catalogueDataProvider}
      i18nProvider={i18nProvider}
      theme={grandTourTheme}
      darkTheme={null}
      disableTelemetry
      requireAuth={false}
    >
      <Resource name="cars" {...cars} />
    </Admin>
  );
}
