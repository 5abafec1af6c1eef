import Typography from '@mui/material/Typography';
import type { OwnerDashboard } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { formatEuros, intlLocale } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { GOLD } from '../../layout/theme.ts';
import { ChartTable } from './ChartTable.tsx';

const WIDTH = 600;
const HEIGHT = 220;
const BASE = 190;

/** A bar per month of gross earnings (negative months, with more taken back than earned, go below the line); the figures as a table. */
export function RevenueChart({ months }: { months: OwnerDashboard['revenueByMonth'] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const highest = Math.max(1, ...months.map((month) => Math.abs(month.revenueCents)));
  const slot = WIDTH / months.length;
  const sum = (figure: 'revenueCents' | 'commissionCents' | 'netCents') =>
    months.reduce((total, month) => total + month[figure], 0);
  const summary = translate('app.commission.revenueSummary', {
    total: formatEuros(sum('revenueCents'), language, true),
    current: formatEuros(months.at(-1)?.revenueCents ?? 0, language, true),
    commission: formatEuros(sum('commissionCents'), language, true),
    net: formatEuros(sum('netCents'), language, true),
  });
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="revenue-summary">
        {summary}
      </Typography>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary}>
        <line x1={0} x2={WIDTH} y1={BASE - 1} y2={BASE - 1} stroke="rgba(244,239,227,0.3)" />
        {months.map((month, index) => {
          const height = (Math.abs(month.revenueCents) / highest) * (BASE - 20);
          const x = index * slot + slot * 0.2;
          return (
            <g key={month.month}>
              <rect
                x={x}
                width={slot * 0.6}
                y={month.revenueCents >= 0 ? BASE - 1 - height : BASE}
                height={Math.max(height, month.revenueCents === 0 ? 0 : 2)}
                fill={month.revenueCents >= 0 ? GOLD : '#ef5350'}
                rx={2}
              />
              <text
                x={x + slot * 0.3}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={13}
                fill="rgba(244,239,227,0.78)"
              >
                {monthName(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption={translate('app.charts.revenueTitle')}
        headers={[
          translate('app.charts.month'),
          translate('app.charts.revenue'),
          translate('app.commission.commissionColumn'),
          translate('app.commission.netColumn'),
          translate('app.charts.bookings'),
        ]}
        rows={months.map((month) => [
          month.month,
          formatEuros(month.revenueCents, language, true),
          formatEuros(month.commissionCents, language, true),
          formatEuros(month.netCents, language, true),
          String(month.bookings),
        ])}
      />
    </>
  );
}
