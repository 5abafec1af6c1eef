import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ConversationThread } from '@grandtour/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { HttpError } from '../api/HttpError.ts';
import { applyMessage } from './applyToCaches.ts';
import { ConversationThreadPanel } from './ConversationThreadPanel.tsx';
import { postMessage, threadKey } from './messagesApi.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';
import { useShownPersonal } from '../i18n/useShownPersonal.ts';

/** One conversation (`/messages/:id`): its car and owner, the messages, the composer. */
export function ConversationView({ id, texts }: { id: string; texts: MessagesTexts }) {
  const client = useQueryClient();
  const shown = useShownPersonal();
  const thread = useQuery<ConversationThread>({ queryKey: threadKey(id), staleTime: 0 });
  const back = (
    <Button component={RouterLink} to="/messages" startIcon={<ArrowBack aria-hidden />} sx={{ px: 0 }}>
      {texts.backToList}
    </Button>
  );
  if (thread.isPending)
    return (
      <>
        {back}
        <CircularProgress aria-label={texts.pageTitle} sx={{ display: 'block', mt: 3 }} />
      </>
    );
  if (thread.isError)
    return (
      <>
        {back}
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }} data-testid="conversation-error">
          {thread.error instanceof HttpError && thread.error.status < 500 ? texts.notFound : texts.loadError}
        </Alert>
      </>
    );
  const conversation = thread.data;
  return (
    <>
      {back}
      <Box sx={{ mt: 1, mb: 3 }}>
        <Typography
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}
          data-testid="conversation-title"
        >
          {conversation.carName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {texts.withOwner(shown(conversation.counterpartName || texts.ownerFallback))} ·{' '}
          {conversation.kind === 'inquiry' ? texts.inquiry : texts.booking}
        </Typography>
        {conversation.bookingId && (
          <Button component={RouterLink} to={`/reservations/${conversation.bookingId}`} sx={{ px: 0 }}>
            {texts.booking}
          </Button>
        )}
      </Box>
      <ConversationThreadPanel
        thread={conversation}
        texts={texts}
        send={(...rest) => postMessage(conversation.id, ...rest)}
        onSent={(message) => applyMessage(client, message)}
      />
    </>
  );
}
