import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BookingsTab } from './BookingsTab.tsx';
import { CalendarTab } from './calendar/CalendarTab.tsx';
import { VehiclesTab } from './VehiclesTab.tsx';

const TABS = ['calendar', 'bookings', 'vehicles'] as const;
type TabName = (typeof TABS)[number];

/** Calendrier (default), Réservations, Mes véhicules: MUI tabs, arrow keys move between them. */
export function DashboardTabs() {
  const translate = useTranslate();
  const [current, setCurrent] = useState<TabName>('calendar');
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_, value: TabName) => setCurrent(value)}
        aria-label={translate('app.tabs.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={translate(`app.tabs.${tab}`)}
            id={`tab-${tab}`}
            aria-controls={`panel-${tab}`}
          />
        ))}
      </Tabs>
      {TABS.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          hidden={current !== tab}
          sx={{ pt: 3 }}
        >
          {current === tab &&
            (tab === 'calendar' ? <CalendarTab /> : tab === 'bookings' ? <BookingsTab /> : <VehiclesTab />)}
        </Box>
      ))}
    </Box>
  );
}
