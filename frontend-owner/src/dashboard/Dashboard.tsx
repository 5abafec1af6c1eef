import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Title, useTranslate } from 'react-admin';
import { DashboardCharts } from './charts/DashboardCharts.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardTabs } from './DashboardTabs.tsx';
import { PendingRequests } from './PendingRequests.tsx';
import { SummaryCards } from './SummaryCards.tsx';

/** The spec's owner dashboard (§2), the back office's home page. */
export function Dashboard() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ py: { xs: 2, md: 3 } }}>
      <Title title={translate('app.title')} />
      <Stack spacing={3}>
        <DashboardHeader />
        {/* Under the page's title, before anything else: requests lapse if the owner does not answer in time. */}
        <PendingRequests />
        <SummaryCards />
        <DashboardTabs />
        <DashboardCharts />
      </Stack>
    </Box>
  );
}
