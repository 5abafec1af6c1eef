import { LiveAnnouncer } from '@grandtour/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ConversationThread, Message } from '@grandtour/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DetailsSection } from '../booking-details/DetailsSection.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { applyMessage } from './applyToCaches.ts';
import { ConversationThreadPanel } from './ConversationThreadPanel.tsx';
import { bookingThreadKey, CONVERSATIONS_KEY, postBookingMessage } from './messagesApi.ts';
import { useMessageStream } from './useMessageStream.ts';

/**
 * "Messages" on a booking's page (issue 24): its thread with the owner, which the first message of either side
 * starts; followed live once there is one.
 */
export function BookingMessagesSection({ bookingId }: { bookingId: string }) {
  const { t } = useLanguage();
  const texts = t.messages;
  const client = useQueryClient();
  const key = bookingThreadKey(bookingId);
  const thread = useQuery<ConversationThread | null>({ queryKey: key, staleTime: 0 });
  const { received, connected } = useMessageStream(Boolean(thread.data));
  const fromThisThread = received && received.conversationId === thread.data?.id ? received : null;
  const onSent = (message: Message) => {
    if (thread.data) return applyMessage(client, message);
    // The first message started the thread: it is read as the API now has it.
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
  };
  return (
    <DetailsSection id="details-messages" title={texts.sectionTitle}>
      <LiveAnnouncer
        connected={connected}
        text={
          fromThisThread
            ? texts.newMessage(
                thread.data?.counterpartName || texts.ownerFallback,
                fromThisThread.message.text,
              )
            : ''
        }
      />
      {thread.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : thread.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={<Button onClick={() => void thread.refetch()}>{texts.retry}</Button>}
        >
          {texts.loadError}
        </Alert>
      ) : (
        <>
          {!thread.data && (
            <Typography sx={{ color: 'text.secondary', mb: 1 }}>{texts.sectionIntro}</Typography>
          )}
          <ConversationThreadPanel
            thread={thread.data}
            texts={texts}
            send={(...rest) => postBookingMessage(bookingId, ...rest)}
            onSent={onSent}
          />
        </>
      )}
    </DetailsSection>
  );
}
