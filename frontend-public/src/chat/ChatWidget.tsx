import Fab from '@mui/material/Fab';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CHAT_PANEL_ID } from './chatIds.ts';
import { CHAT_TEXTS } from './chatTexts.ts';
import { useEditingField } from './useEditingField.ts';

// The panel and the advisor's replies load on first use, or as soon as the button is pointed at or focused.
const loadChatPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));

/** The floating round button and, once opened, the panel; the conversation lives as long as the page. */
export function ChatWidget() {
  const { language } = useLanguage();
  const texts = CHAT_TEXTS[language];
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // On a phone the button would sit on the field being filled in (the card number on the payment page).
  const stepAside = useEditingField() && !open;

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const toggle = () => {
    if (open) return close();
    setOpen(true);
    setOpened(true);
  };

  return (
    <>
      <Fab
        ref={buttonRef}
        color="primary"
        aria-label={texts.openChat}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? CHAT_PANEL_ID : undefined}
        onClick={toggle}
        onPointerEnter={loadChatPanel}
        onFocus={loadChatPanel}
        data-testid="chat-button"
        sx={{
          position: 'fixed',
          right: { xs: 12, sm: 24 },
          bottom: { xs: 12, sm: 24 },
          display: stepAside ? { xs: 'none', md: 'inline-flex' } : undefined,
          zIndex: 'speedDial',
          boxShadow: '0 10px 30px rgba(201, 162, 39, 0.35)',
        }}
      >
        {open ? <CloseIcon /> : <ChatBubbleOutlineIcon />}
      </Fab>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} texts={texts} />
        </Suspense>
      )}
    </>
  );
}
