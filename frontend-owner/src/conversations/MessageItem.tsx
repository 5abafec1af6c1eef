import DoneAll from '@mui/icons-material/DoneAll';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Message } from '@grandtour/shared';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ClaimPhotos } from '../bookings/claims/ClaimPhotos.tsx';
import { formatInstant } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

/**
 * One message: the owner's on the right ("Vous", with "Lu" once the customer has read it), the customer's on the
 * left with "Signaler" (or "Signalé"). An administrator reads both sides, with each message's reports under it.
 */
export function MessageItem({
  message,
  author,
  mine,
  read = false,
  onReport,
  children,
}: {
  message: Message;
  /** Who wrote it, as the reader names them. */
  author: string;
  mine: boolean;
  read?: boolean;
  /** Absent where reporting is not offered (the owner's own messages, an administrator). */
  onReport?: (message: Message) => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const language = useLanguage();
  const texts = (key: string, options?: object) => translate(`app.conversations.${key}`, options);
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
      {message.photos.length > 0 && (
        <ClaimPhotos photos={message.photos} alt={(n) => texts('photoAlt', { n })} testId="message-photos" />
      )}
      {message.masked.length > 0 && (
        <Typography
          variant="body2"
          data-testid="message-masked-note"
          sx={{ mt: 0.75, color: 'text.secondary', fontStyle: 'italic' }}
        >
          {texts('maskedNote', {
            what: message.masked.map((kind) => texts(`maskedKinds.${kind}`)).join(', '),
          })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Typography
          variant="caption"
          component="time"
          dateTime={message.postedAt}
          sx={{ color: 'text.secondary' }}
        >
          {formatInstant(message.postedAt, language)}
        </Typography>
        {read && (
          <Typography
            variant="caption"
            data-testid="message-read"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'primary.main' }}
          >
            <DoneAll sx={{ fontSize: '0.95rem' }} aria-hidden />
            {texts('read')}
          </Typography>
        )}
        {!mine &&
          onReport &&
          (message.reportedByMe ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="message-reported">
              {texts('reported')}
            </Typography>
          ) : (
            <Button
              size="small"
              startIcon={<FlagOutlined aria-hidden />}
              aria-label={texts('reportMessage', { n: message.seq })}
              onClick={() => onReport(message)}
              data-testid="message-report"
              sx={{ ml: 'auto', minHeight: 32, color: 'text.secondary' }}
            >
              {texts('report')}
            </Button>
          ))}
      </Box>
      {children}
    </Box>
  );
}
