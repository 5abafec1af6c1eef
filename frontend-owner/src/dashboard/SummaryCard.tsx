import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SummaryCardProps {
  label: string;
  value: string | undefined;
  icon: ReactNode;
  hint?: string;
  /** A line under the figure (the month's commission and net under the revenue). */
  details?: string;
  testId: string;
}

/** One of the four summary cards: a label, a figure (a placeholder while it loads) and an icon. */
export function SummaryCard({ label, value, icon, hint, details, testId }: SummaryCardProps) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <Typography variant="body2" color="text.secondary" component="h2">
              {label}
            </Typography>
            <Typography variant="h4" component="p" data-testid={`${testId}-value`}>
              {value ?? <Skeleton width={80} />}
            </Typography>
            {details && (
              <Typography variant="body2" data-testid={`${testId}-details`}>
                {details}
              </Typography>
            )}
            {hint && (
              <Typography variant="caption" color="text.secondary">
                {hint}
              </Typography>
            )}
          </div>
          <span aria-hidden="true">{icon}</span>
        </Stack>
      </CardContent>
    </Card>
  );
}
