import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PendingRequest } from '@grandtour/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AnsweredRequestItem } from './AnsweredRequestItem.tsx';
import { PendingRequestItem } from './PendingRequestItem.tsx';
import { useOwnerDashboard } from './queries.ts';

interface Answered {
  request: PendingRequest;
  accepted: boolean;
}

/**
 * "Demandes en attente" (decision 85), first on the dashboard while any request waits for the owner, soonest due first
 * (the API's order). An answered request stays, said answered, until the page is left: the dashboard read again no
 * longer lists it, and the owner still sees what they did.
 */
export function PendingRequests() {
  const translate = useTranslate();
  const { data } = useOwnerDashboard();
  const [answered, setAnswered] = useState<Answered[]>([]);
  const answeredIds = new Set(answered.map((entry) => entry.request.bookingId));
  // Until the API sends the field, an older dashboard has none: nothing to show.
  const pending = (data?.pendingRequests ?? []).filter((request) => !answeredIds.has(request.bookingId));
  if (pending.length === 0 && answered.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="pending-requests-title"
      variant="outlined"
      data-testid="pending-requests"
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'warning.main' }}
    >
      <Typography id="pending-requests-title" variant="h5" component="h2">
        {translate('app.requests.pendingTitle')}
        {pending.length > 0 && ` (${pending.length})`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('app.requests.pendingIntro')}
      </Typography>
      <List disablePadding aria-labelledby="pending-requests-title">
        {pending.map((request) => (
          <PendingRequestItem
            key={request.bookingId}
            request={request}
            onAnswered={(answer) =>
              setAnswered((before) => [...before, { request, accepted: answer.accept }])
            }
          />
        ))}
        {answered.map(({ request, accepted }) => (
          <AnsweredRequestItem key={request.bookingId} request={request} accepted={accepted} />
        ))}
      </List>
    </Paper>
  );
}
