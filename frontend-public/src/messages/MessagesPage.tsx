import { LiveAnnouncer } from '@grandtour/shared/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ConversationSummary, ConversationThread } from '@grandtour/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { ConversationList } from './ConversationList.tsx';
import { ConversationView } from './ConversationView.tsx';
import { CONVERSATIONS_KEY, threadKey } from './messagesApi.ts';
import { useMessageStream } from './useMessageStream.ts';

/** "Messages" (issue 24): the customer's conversations, or one of them, followed live. */
export function MessagesPage() {
  const { t } = useLanguage();
  const texts = t.messages;
  const { id } = useParams();
  usePageMeta(`${texts.pageTitle} — Grand Tour`, texts.pageIntro);
  const list = useQuery<ConversationSummary[]>({ queryKey: CONVERSATIONS_KEY, staleTime: 0 });
  const thread = useQuery<ConversationThread>({ queryKey: threadKey(id ?? ''), enabled: false });
  // Only someone with conversations has anything to follow.
  const { received, connected } = useMessageStream((list.data?.length ?? 0) > 0 || thread.data !== undefined);
  const senderName =
    list.data?.find((summary) => summary.id === received?.conversationId)?.counterpartName ||
    texts.ownerFallback;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="messages-page">
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
          {texts.pageTitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{texts.pageIntro}</Typography>
      </Box>
      <LiveAnnouncer
        connected={connected}
        text={received ? texts.newMessage(senderName, received.message.text) : ''}
      />
      {id ? (
        <ConversationView key={id} id={id} texts={texts} />
      ) : list.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : list.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={<Button onClick={() => void list.refetch()}>{texts.retry}</Button>}
        >
          {texts.loadError}
        </Alert>
      ) : (
        <ConversationList conversations={list.data} texts={texts} />
      )}
    </Container>
  );
}
