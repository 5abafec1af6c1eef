import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OwnerBookingDetail } from '@grandtour/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DeclineRequestDialog } from './DeclineRequestDialog.tsx';
import { useRequestAnswer, type RequestAnswer } from './useRequestAnswer.ts';

/**
 * Accept (at once: the owner chose request to book to decide, and the decision is theirs) or Decline (a dialog for an
 * optional message). `describedBy` names what is answered, so that each button of a list says which request.
 */
export function RequestAnswerButtons({
  bookingId,
  customer,
  describedBy,
  onAnswered,
}: {
  bookingId: string;
  customer: string;
  describedBy?: string;
  onAnswered?: (answer: RequestAnswer, booking: OwnerBookingDetail) => void;
}) {
  const translate = useTranslate();
  const [declining, setDeclining] = useState(false);
  const answer = useRequestAnswer(bookingId, onAnswered);
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<Check />}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ accept: true })}
          aria-describedby={describedBy}
          data-testid="accept-request"
        >
          {translate('app.requests.accept')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Close />}
          disabled={answer.isPending}
          onClick={() => setDeclining(true)}
          aria-describedby={describedBy}
          data-testid="decline-request"
        >
          {translate('app.requests.decline')}
        </Button>
      </Stack>
      <DeclineRequestDialog
        open={declining}
        customer={customer}
        onClose={() => setDeclining(false)}
        onDecline={(message) => {
          setDeclining(false);
          answer.mutate({ accept: false, message });
        }}
      />
    </>
  );
}
