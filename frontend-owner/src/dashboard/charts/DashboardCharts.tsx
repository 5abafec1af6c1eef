import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useOwnerDashboard } from '../queries.ts';
import { OccupancyChart } from './OccupancyChart.tsx';
import { RevenueChart } from './RevenueChart.tsx';

function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** 12 months of earnings (owner_stats) and each car's next 30 days (availability): SVG drawn here, no chart library. */
export function DashboardCharts() {
  const translate = useTranslate();
  const { data } = useOwnerDashboard();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <ChartCard id="revenue-chart-title" title={translate('app.charts.revenueTitle')}>
          {data ? <RevenueChart months={data.revenueByMonth} /> : <Skeleton variant="rounded" height={220} />}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ChartCard id="occupancy-chart-title" title={translate('app.charts.occupancyTitle')}>
          {data ? <OccupancyChart occupancy={data.occupancy} /> : <Skeleton variant="rounded" height={220} />}
        </ChartCard>
      </Grid>
    </Grid>
  );
}
