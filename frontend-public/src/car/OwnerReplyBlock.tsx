import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OwnerReply } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { formatReviewDate } from './reviewDate.ts';

/** The owner's public reply, under the review it answers; plain text, as written. */
export function OwnerReplyBlock({ reply, now }: { reply: OwnerReply; now: Date | undefined }) {
  const { t } = useLanguage();
  return (
    <Box
      data-testid="review-owner-reply"
      sx={{ mt: 2, pl: 2, borderLeft: '2px solid', borderColor: 'primary.main' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h4" variant="body2" sx={{ fontWeight: 600, color: 'primary.light' }}>
          {t.ownerReply.title}
        </Typography>
        <Typography
          component="time"
          dateTime={reply.repliedAt}
          variant="body2"
          sx={{ color: 'text.secondary' }}
        >
          {formatReviewDate(reply.repliedAt, now, t)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, lineHeight: 1.7, whiteSpace: 'pre-line' }}>
        {reply.comment}
      </Typography>
    </Box>
  );
}
