import type { SxProps } from '@mui/material/styles';
import { CONVERSATION_KINDS, type ConversationSummary } from '@grandtour/shared';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { formatInstant } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';
import { useSmallScreen } from '../common/useSmallScreen.ts';
import { lastMessageText } from './lastMessageText.ts';
import { UnreadCount } from './UnreadCount.tsx';

const kindChoices = CONVERSATION_KINDS.map((kind) => ({ id: kind, name: `app.conversations.kind.${kind}` }));
const carName = (car: { brand: string; model: string }) => `${car.brand} ${car.model}`;
const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <BooleanInput key="unread" source="unread" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <ReferenceInput key="carId" source="carId" reference="cars">
    <SelectInput optionText={carName} />
  </ReferenceInput>,
];

const lastActivity = (conversation: ConversationSummary) =>
  conversation.lastMessage?.postedAt ?? conversation.startedAt;
// Unread conversations stand out by weight as well as by their chip.
const BOLD: SxProps = { '& td, & .MuiTypography-root': { fontWeight: 700 } };
const unreadRow = (conversation: ConversationSummary): SxProps => (conversation.unreadCount > 0 ? BOLD : {});

/** On a phone: the customer and the car, then the last message; the unread count on the right. */
function InboxSimpleList() {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <SimpleList<ConversationSummary>
      rowClick="show"
      rowSx={unreadRow}
      primaryText={(conversation) => `${conversation.counterpartName} · ${conversation.carName}`}
      secondaryText={(conversation) =>
        [
          translate(`app.conversations.kind.${conversation.kind}`),
          formatInstant(lastActivity(conversation), language),
          lastMessageText(conversation, translate('app.conversations.youPrefix'), 60),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(conversation) => <UnreadCount conversation={conversation} />}
    />
  );
}

/**
 * The owner's inbox (issue 24): every conversation about their cars and bookings, latest activity first, unread ones
 * in bold with their count; kept up to date live by the stream the layout holds open.
 */
export function ConversationList() {
  const small = useSmallScreen();
  const language = useLanguage();
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: 'lastActivityAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
    >
      {small ? (
        <InboxSimpleList />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          rowSx={unreadRow}
          empty={<p>{translate('app.conversations.empty')}</p>}
        >
          <TextField source="counterpartName" sortable={false} />
          <TextField source="carName" sortable={false} />
          <FunctionField
            source="kind"
            sortable={false}
            render={(conversation: ConversationSummary) =>
              translate(`app.conversations.kind.${conversation.kind}`)
            }
          />
          <FunctionField
            source="lastMessage"
            sortable={false}
            render={(conversation: ConversationSummary) =>
              lastMessageText(conversation, translate('app.conversations.youPrefix'))
            }
          />
          <FunctionField
            source="lastActivityAt"
            sortBy="lastActivityAt"
            render={(conversation: ConversationSummary) =>
              formatInstant(lastActivity(conversation), language)
            }
          />
          <FunctionField
            source="unreadCount"
            sortBy="unreadCount"
            render={(conversation: ConversationSummary) => <UnreadCount conversation={conversation} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
