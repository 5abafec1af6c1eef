import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, GOLD_LIGHT, HEADER_HEIGHT, INK } from '../theme/theme.ts';
import { ASSISTANT_NAME } from './assistant/assistant.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { CHAT_PANEL_ID, CHAT_SUBTITLE_ID, CHAT_TITLE_ID } from './chatIds.ts';
import { ChatMessageList } from './ChatMessageList.tsx';
import type { ChatTexts } from './chatTexts.ts';
import { useChatConversation } from './useChatConversation.ts';

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
  texts: ChatTexts;
}

/**
 * The advisor's panel: a non-modal dialog (the page stays usable), closed with its button or Escape. It stays
 * mounted while closed so a reply on its way is not lost.
 */
export function ChatPanel({ open, onClose, texts }: ChatPanelProps) {
  const { language } = useLanguage();
  const { messages, draft, setDraft, typing, welcome, send, sendSuggestion } = useChatConversation();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) welcome(language); // a no-op once the conversation has started
  }, [open, welcome, language]);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const lastBotReply = messages.findLast((message) => message.type === 'bot' && message.id !== 'welcome');

  return (
    <Paper
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={CHAT_TITLE_ID}
      aria-describedby={CHAT_SUBTITLE_ID}
      elevation={12}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      sx={{
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        position: 'fixed',
        zIndex: 'speedDial',
        right: { xs: 0, sm: 24 },
        bottom: { xs: 0, sm: 96 },
        width: { xs: '100%', sm: '24rem' },
        height: 500,
        maxHeight: {
          xs: `calc(100dvh - ${HEADER_HEIGHT.xs}px)`,
          sm: `calc(100dvh - ${HEADER_HEIGHT.md + 96 + 16}px)`,
        },
        border: '1px solid',
        borderColor: 'rgba(201, 162, 39, 0.35)',
        borderRadius: { xs: '12px 12px 0 0', sm: 3 },
        backgroundColor: '#121216',
        overflow: 'hidden',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
          background: `linear-gradient(135deg, rgba(226, 193, 90, 0.16), rgba(201, 162, 39, 0.04))`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontFamily: 'h6.fontFamily',
            fontWeight: 700,
            color: INK,
            backgroundImage: `linear-gradient(135deg, ${GOLD_LIGHT}, ${GOLD})`,
          }}
        >
          {ASSISTANT_NAME[0]}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={CHAT_TITLE_ID} component="h2" variant="h6" sx={{ lineHeight: 1.2 }}>
            {ASSISTANT_NAME}
          </Typography>
          <Typography id={CHAT_SUBTITLE_ID} variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.subtitle}
          </Typography>
        </Box>
        <IconButton
          aria-label={texts.close}
          onClick={onClose}
          data-testid="chat-close"
          sx={{ color: 'text.primary' }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <ChatMessageList
        messages={messages}
        typing={typing}
        open={open}
        texts={texts}
        onSuggestion={(suggestion) => sendSuggestion(suggestion, language)}
      />
      <ChatComposer
        inputRef={inputRef}
        draft={draft}
        onDraftChange={setDraft}
        canSend={draft.trim() !== '' && !typing}
        onSend={() => send(draft, language)}
        texts={texts}
      />
      <Box role="status" sx={visuallyHidden} data-testid="chat-announcer">
        {typing ? texts.typing : (lastBotReply?.content ?? '')}
      </Box>
    </Paper>
  );
}
