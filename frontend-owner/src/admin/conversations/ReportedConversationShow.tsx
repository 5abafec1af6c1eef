import { MessageList } from '@grandtour/shared/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminConversationThread } from '@grandtour/shared';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { MessageItem } from '../../conversations/MessageItem.tsx';

type AdminMessage = AdminConversationThread['messages'][number];

function Reports({ message }: { message: AdminMessage }) {
  const translate = useTranslate();
  const language = useLanguage();
  if (message.reports.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {message.reports.map((report) => (
        <Alert
          key={`${report.party}-${report.reportedAt}`}
          component="li"
          severity="warning"
          data-testid="message-report-entry"
          sx={{ mt: 0.5 }}
        >
          {translate('app.reports.reportedBy', {
            party: translate(`app.reports.${report.party}`),
            date: formatInstant(report.reportedAt, language),
            reason: translate(`app.conversations.reasons.${report.reason}`),
          })}
          {report.note && <Box>{translate('app.reports.note', { note: report.note })}</Box>}
        </Alert>
      ))}
    </Box>
  );
}

function ReportedThread() {
  const thread = useRecordContext<AdminConversationThread>();
  const translate = useTranslate();
  // A list's row fills the record until the thread is read: it has no reports yet.
  if (!thread || !thread.messages) return null;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="reported-thread">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.reports.thread', {
          customer: thread.customerName,
          owner: thread.ownerName,
          car: thread.carName,
        })}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.reports.readOnly')}
      </Alert>
      <MessageList>
        {thread.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            mine={message.author === 'owner'}
            author={message.author === 'owner' ? thread.ownerName : thread.customerName}
          >
            <Reports message={message} />
          </MessageItem>
        ))}
      </MessageList>
    </Box>
  );
}

/** A reported conversation as an administrator reads it: both sides' messages, each with its reports. */
export function ReportedConversationShow() {
  return (
    <Show title="app.reports.menu" actions={false}>
      <ReportedThread />
    </Show>
  );
}
