import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SendIcon from '@mui/icons-material/Send';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import type { ChatTexts } from './chatTexts.ts';

interface ChatComposerProps {
  inputRef: Ref<HTMLTextAreaElement>;
  draft: string;
  onDraftChange: (draft: string) => void;
  canSend: boolean;
  onSend: () => void;
  texts: ChatTexts;
}

/** The text input and send button; Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ inputRef, draft, onDraftChange, canSend, onSend, texts }: ChatComposerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        p: 1.5,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <InputBase
        inputRef={inputRef}
        multiline
        maxRows={4}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={texts.placeholder}
        inputProps={{ 'aria-label': texts.message, 'data-testid': 'chat-input', maxLength: 1000 }}
        sx={{
          flex: 1,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          border: '1px solid',
          borderColor: 'rgba(244, 239, 227, 0.16)',
          '&.Mui-focused': { borderColor: 'primary.main' },
        }}
      />
      <IconButton
        type="submit"
        aria-label={texts.send}
        disabled={!canSend}
        color="primary"
        data-testid="chat-send"
        sx={{ mb: 0.25 }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
