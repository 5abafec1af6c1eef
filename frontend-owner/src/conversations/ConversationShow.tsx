import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ConversationSummary, ConversationThread } from '@grandtour/shared';
import { Loading, Show, useRecordContext, useTranslate } from 'react-admin';
import { ConversationBeside } from './ConversationBeside.tsx';
import { ConversationThreadPanel } from './ConversationThreadPanel.tsx';

// A list's row fills the record until the thread is read: a summary has no messages yet.
const isThread = (record: ConversationSummary | ConversationThread): record is ConversationThread =>
  'messages' in record && Array.isArray(record.messages);

function ConversationTitle() {
  const conversation = useRecordContext<ConversationSummary>();
  const translate = useTranslate();
  if (!conversation) return null;
  return (
    <span data-testid="conversation-title">
      {translate('app.conversations.title', {
        customer: conversation.counterpartName,
        car: conversation.carName,
      })}
    </span>
  );
}

function ConversationLayout() {
  const conversation = useRecordContext<ConversationSummary | ConversationThread>();
  const translate = useTranslate();
  if (!conversation) return null;
  return (
    <Grid container spacing={3} sx={{ p: { xs: 1.5, sm: 2 } }}>
      {/* Beside the thread on a wide screen; above it on a phone, so the owner knows what it is about. */}
      <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: 0, md: 1 } }}>
        <ConversationBeside conversation={conversation} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} sx={{ order: { xs: 1, md: 0 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {translate(`app.conversations.kind.${conversation.kind}`)}
        </Typography>
        {isThread(conversation) ? <ConversationThreadPanel thread={conversation} /> : <Loading />}
      </Grid>
    </Grid>
  );
}

/**
 * One conversation at `#/conversations/:id/show` (the unread e-mail's link): the thread with its composer, and the
 * booking or car it is about beside it.
 */
export function ConversationShow() {
  return (
    <Show title={<ConversationTitle />} actions={false}>
      <ConversationLayout />
    </Show>
  );
}
