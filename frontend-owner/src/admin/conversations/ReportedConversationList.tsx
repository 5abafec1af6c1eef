import type { ConversationSummary } from '@grandtour/shared';
import { Datagrid, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { useSmallScreen } from '../../common/useSmallScreen.ts';
import { lastMessageText } from '../../conversations/lastMessageText.ts';

const lastActivity = (conversation: ConversationSummary) =>
  conversation.lastMessage?.postedAt ?? conversation.startedAt;

/** The conversations in which a message was reported (and only those), latest activity first: read-only. */
export function ReportedConversationList() {
  const small = useSmallScreen();
  const language = useLanguage();
  const translate = useTranslate();
  const glimpse = (conversation: ConversationSummary) => lastMessageText(conversation, '');
  return (
    <List
      title="app.reports.menu"
      pagination={false}
      exporter={false}
      sort={{ field: 'lastActivityAt', order: 'DESC' }}
      empty={false}
    >
      {small ? (
        <SimpleList<ConversationSummary>
          rowClick="show"
          primaryText={(conversation) => `${conversation.counterpartName} · ${conversation.carName}`}
          secondaryText={(conversation) =>
            [formatInstant(lastActivity(conversation), language), glimpse(conversation)].join(' · ')
          }
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<p>{translate('app.reports.empty')}</p>}>
          <TextField
            source="counterpartName"
            label="resources.conversations.fields.customerName"
            sortable={false}
          />
          <TextField source="carName" sortable={false} />
          <FunctionField
            source="kind"
            sortable={false}
            render={(conversation: ConversationSummary) =>
              translate(`app.conversations.kind.${conversation.kind}`)
            }
          />
          <FunctionField source="lastMessage" sortable={false} render={glimpse} />
          <FunctionField
            source="lastActivityAt"
            sortable={false}
            render={(conversation: ConversationSummary) =>
              formatInstant(lastActivity(conversation), language)
            }
          />
        </Datagrid>
      )}
    </List>
  );
}
