import DoneAll from '@mui/icons-material/DoneAll';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isReadByOtherSide, type Message } from '@grandtour/shared';
import { ClaimPhotoGrid } from '../booking-details/claims/ClaimPhotoGrid.tsx';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';
import { joinWords } from './joinWords.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';

/** One message: the customer's on the right with its "Lu" mark, the owner's on the left with "Signaler". */
export function MessageItem({
  message,
  counterpartName,
  readByOtherUpToSeq,
  texts,
  onReport,
}: {
  message: Message;
  counterpartName: string;
  readByOtherUpToSeq: number;
  texts: MessagesTexts;
  /** Absent where reporting is not offered (the question just sent). */
  onReport?: (message: Message) => void;
}) {
  const dateTime = useParisDateTime('medium');
  const mine = message.author === 'customer';
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
        {mine ? texts.you : counterpartName}
      </Typography>
      <Typography
        data-testid="message-text"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}
      >
        {message.text}
      </Typography>
      {message.photos.length > 0 && (
        <ClaimPhotoGrid photos={message.photos} alt={texts.photoAlt} testId="message-photos" />
      )}
      {message.masked.length > 0 && (
        <Typography
          variant="body2"
          data-testid="message-masked-note"
          sx={{ mt: 0.75, color: 'text.secondary', fontStyle: 'italic' }}
        >
          {texts.maskedNote(
            joinWords(
              message.masked.map((kind) => texts.maskedKinds[kind]),
              texts.and,
            ),
          )}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Typography
          variant="caption"
          component="time"
          dateTime={message.postedAt}
          sx={{ color: 'text.secondary' }}
        >
          {dateTime(message.postedAt)}
        </Typography>
        {isReadByOtherSide('customer', message, readByOtherUpToSeq) && (
          <Typography
            variant="caption"
            data-testid="message-read"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'primary.main' }}
          >
            <DoneAll sx={{ fontSize: '0.95rem' }} aria-hidden />
            {texts.read}
          </Typography>
        )}
        {!mine &&
          onReport &&
          (message.reportedByMe ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="message-reported">
              {texts.reported}
            </Typography>
          ) : (
            <Button
              size="small"
              startIcon={<FlagOutlined aria-hidden />}
              aria-label={texts.reportMessage(message.seq)}
              onClick={() => onReport(message)}
              data-testid="message-report"
              sx={{ ml: 'auto', minHeight: 32, color: 'text.secondary' }}
            >
              {texts.report}
            </Button>
          ))}
      </Box>
    </Box>
  );
}
