import { useCallback } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

interface Conflict {
  startDate: string;
  endDate: string;
}

function conflictsOf(details: unknown): Conflict[] {
  if (!details || typeof details !== 'object' || !('conflicts' in details)) return [];
  const { conflicts } = details as { conflicts: unknown };
  return Array.isArray(conflicts) ? (conflicts as Conflict[]) : [];
}

function totalPriceOf(details: unknown): string | undefined {
  if (!details || typeof details !== 'object' || !('totalPrice' in details)) return undefined;
  const { totalPrice } = details as { totalPrice: unknown };
  return typeof totalPrice === 'string' ? totalPrice : undefined;
}

function providerMessageOf(details: unknown): string | undefined {
  if (!details || typeof details !== 'object' || !('message' in details)) return undefined;
  const { message } = details as { message: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * What to tell the visitor: the server's own message in their language (or `datesTakenLead` when the dates are
 * taken), with the dates that stand in the way or the new total when the server gives them. Nothing for failures
 * without an answer.
 */
export function useBookingProblemMessage(datesTakenLead?: string): (error: unknown) => string | null {
  const { t } = useLanguage();
  const formatPrice = usePrice();
  const formatDate = useCalendarDate();
  return useCallback(
    (error) => {
      const apiError = apiErrorOf(error);
      if (!apiError) return null;
      if (apiError.error === 'dates_unavailable') {
        const periods = conflictsOf(apiError.details).map((conflict) =>
          t.booking.period(formatDate(conflict.startDate), formatDate(conflict.endDate)),
        );
        const lead = datesTakenLead ?? apiError.message;
        return periods.length ? `${lead} ${t.booking.datesTaken(periods.join(', '))}` : lead;
      }
      const newTotal = apiError.error === 'price_changed' ? totalPriceOf(apiError.details) : undefined;
      if (newTotal)
        return `${apiError.message} ${t.booking.priceChanged(formatPrice(newTotal, { exact: true }))}`;
      // A payment provider's own words (a declined card), when the server passes them on.
      const providerSays = providerMessageOf(apiError.details);
      return providerSays ? `${apiError.message} (${providerSays})` : apiError.message;
    },
    [t, formatPrice, formatDate, datesTakenLead],
  );
}
