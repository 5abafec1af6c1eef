import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Booking } from '@grandtour/shared';
import { useState } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingList } from './BookingList.tsx';

type TabName = 'active' | 'history';

const tabId = (tab: TabName) => `reservations-tab-${tab}`;
const panelId = (tab: TabName) => `reservations-panel-${tab}`;

function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      <Box
        component="span"
        data-testid="tab-count"
        sx={{
          minWidth: 24,
          px: 0.75,
          borderRadius: 999,
          backgroundColor: 'rgba(201, 162, 39, 0.18)',
          fontSize: '0.8rem',
        }}
      >
        {count}
      </Box>
    </Box>
  );
}

/** Spec §2: two tabs, active (pending, confirmed) and history (completed, cancelled), each with its count. */
export function ReservationsTabs({ active, history }: { active: Booking[]; history: Booking[] }) {
  const { t } = useLanguage();
  const texts = t.reservations;
  const [tab, setTab] = useState<TabName>('active');
  const shown = tab === 'active' ? active : history;
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => setTab(next)}
        aria-label={texts.tabsLabel}
        sx={{ borderBottom: '1px solid', borderColor: 'divider', mb: 3 }}
      >
        {(['active', 'history'] as const).map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={panelId(name)}
            data-testid={`reservations-tab-${name}`}
            label={
              <TabLabel
                label={name === 'active' ? texts.activeTab : texts.historyTab}
                count={(name === 'active' ? active : history).length}
              />
            }
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        data-testid={`reservations-panel-${tab}`}
      >
        <BookingList bookings={shown} tab={tab} />
      </Box>
    </Box>
  );
}
