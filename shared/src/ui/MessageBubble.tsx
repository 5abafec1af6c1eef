import DoneAll from '@mui/icons-material/DoneAll';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Message } from '../messages/conversation.schema.ts';

export interface MessageBubbleWords {
  read: string;
  reported: string;
  report: string;
  /** The report button's accessible name, naming the message. */
  reportMessage: (seq: number) => string;
}

/**
 * One message of a thread, as both sides draw it: the reader's own on the right (with "Lu" once the other side has
 * read it), the other side's on the left with "Signaler" (or "Signalé"). Words and dates come from the app.
 */
export function MessageBubble({
  message,
  author,
  mine,
  read,
  postedAt,
  maskedNote,
  photos,
  words,
  onReport,
  children,
}: {
  message: Message;
  /** Who wrote it, as the reader names them. */
  author: string;
  mine: boolean;
  read: boolean;
  /** The time it was posted, written for the reader. */
  postedAt: string;
  /** Why some of it shows as •••, when something was masked. */
  maskedNote: string | null;
  photos: ReactNode;
  words: MessageBubbleWords;
  /** Absent where reporting is not offered (one's own messages, an administrator). */
  onReport?: (message: Message) => void;
  children?: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-testid="message"
      data-seq={message.seq}
      data-author={message.author}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '92%', sm: '80%' },
        minWidth: 0,
        px: 2,
        py: 1.25,
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: mine ? 'primary.dark' : 'divider',
        bgcolor: mine ? 'rgba(201, 162, 39, 0.08)' : 'background.paper',
      }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {author}
      </Typography>
      <Typography
        data-testid="message-text"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}
      >
        {message.text}
      </Typography>
      {message.photos.length > 0 && photos}
      {maskedNote && (
        <Typography
          variant="body2"
          data-testid="message-masked-note"
          sx={{ mt: 0.75, color: 'text.secondary', fontStyle: 'italic' }}
        >
          {maskedNote}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Typography
          variant="caption"
          component="time"
          dateTime={message.postedAt}
          sx={{ color: 'text.secondary' }}
        >
          {postedAt}
        </Typography>
        {read && (
          <Typography
            variant="caption"
            data-testid="message-read"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'primary.main' }}
          >
            <DoneAll sx={{ fontSize: '0.95rem' }} aria-hidden />
            {words.read}
          </Typography>
        )}
        {!mine &&
          onReport &&
          (message.reportedByMe ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="message-reported">
              {words.reported}
            </Typography>
          ) : (
            <Button
              size="small"
              startIcon={<FlagOutlined aria-hidden />}
              aria-label={words.reportMessage(message.seq)}
              onClick={() => onReport(message)}
              data-testid="message-report"
              sx={{ ml: 'auto', minHeight: 32, color: 'text.secondary' }}
            >
              {words.report}
            </Button>
          ))}
      </Box>
      {children}
    </Box>
  );
}
