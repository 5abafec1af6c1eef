import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { INK } from '../theme/theme.ts';
import { ASSISTANT_NAME, type ChatMessage } from './assistant/assistant.ts';
import type { ChatTexts } from './chatTexts.ts';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  typing: boolean;
  open: boolean;
  texts: ChatTexts;
  onSuggestion: (suggestion: string) => void;
}

export function ChatMessageList({ messages, typing, open, texts, onSuggestion }: ChatMessageListProps) {
  const { t } = useLanguage();
  const listRef = useRef<HTMLDivElement>(null);
  const time = useMemo(() => new Intl.DateTimeFormat(t.locale, { timeStyle: 'short' }), [t.locale]);

  const seen = useRef(0);
  // Opening shows the conversation from its first message; a new message is shown from its start (a long reply is
  // read from the top), and the typing dots at the bottom. The spec's "always the bottom" hid the welcome (issue 19).
  useEffect(() => {
    const list = listRef.current;
    if (!list || !open) {
      seen.current = 0;
      return;
    }
    if (seen.current === 0) list.scrollTop = 0;
    else if (messages.length > seen.current) {
      const newest = [...list.querySelectorAll<HTMLElement>('[data-chat-message]')].at(-1);
      if (newest) list.scrollTop = newest.offsetTop;
    } else if (typing) list.scrollTop = list.scrollHeight;
    seen.current = messages.length;
  }, [messages, typing, open]);

  return (
    <Box
      ref={listRef}
      tabIndex={0}
      aria-label={texts.conversation}
      role="region"
      data-testid="chat-messages"
      sx={{ position: 'relative', flex: 1, overflowY: 'auto', px: 2, py: 2, outlineOffset: -2 }}
    >
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {messages.map((message) => {
          const mine = message.type === 'user';
          return (
            <Box
              component="li"
              key={message.id}
              data-chat-message
              data-testid={`chat-message-${message.type}`}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
            >
              <Box
                sx={{
                  maxWidth: '85%',
                  px: 1.75,
                  py: 1.25,
                  borderRadius: mine ? '14px 14px 4px 14px' : '14px 14px 14px 4px',
                  backgroundColor: mine ? 'primary.main' : 'rgba(244, 239, 227, 0.07)',
                  color: mine ? INK : 'text.primary',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {`${mine ? texts.you : ASSISTANT_NAME} : `}
                </Box>
                <Typography variant="body2" component="span" data-testid="chat-message-content">
                  {message.content}
                </Typography>
              </Box>
              <Typography
                component="time"
                dateTime={message.timestamp.toISOString()}
                variant="caption"
                sx={{ color: 'text.secondary', mt: 0.5, px: 0.5 }}
              >
                {time.format(message.timestamp)}
              </Typography>
              {message.suggestions && (
                <Box
                  role="group"
                  aria-label={texts.suggestions}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.25 }}
                >
                  {message.suggestions.map((suggestion) => (
                    <Chip
                      key={suggestion}
                      component="button"
                      type="button"
                      label={suggestion}
                      variant="outlined"
                      color="primary"
                      disabled={typing}
                      onClick={() => onSuggestion(suggestion)}
                      data-testid="chat-suggestion"
                      sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                    />
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
        {typing && (
          <Box component="li" data-testid="chat-typing" sx={{ display: 'flex' }}>
            <Box
              sx={{
                display: 'flex',
                gap: 0.5,
                px: 1.75,
                py: 1.5,
                borderRadius: '14px 14px 14px 4px',
                backgroundColor: 'rgba(244, 239, 227, 0.07)',
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {texts.typing}
              </Box>
              {[0, 1, 2].map((dot) => (
                <Box
                  key={dot}
                  aria-hidden
                  sx={{
                    width: 7,
                    height: 7,
                    borderRadius: '50%',
                    backgroundColor: 'primary.main',
                    animation: `${blink} 1.2s ${dot * 0.2}s infinite ease-in-out`,
                  }}
                />
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
