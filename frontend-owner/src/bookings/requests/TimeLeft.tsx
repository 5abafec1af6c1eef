import WarningAmber from '@mui/icons-material/WarningAmber';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { requestTimeLeft, timeLeftText } from './requestTimeLeft.ts';
import { useNow } from './useNow.ts';

/** "Il reste 5 h 12 min", renewed every minute; in the warning colour, with an icon, under two hours. */
export function TimeLeft({ respondBy }: { respondBy: string }) {
  const translate = useTranslate();
  const left = requestTimeLeft(respondBy, useNow());
  const { key, options } = timeLeftText(left);
  return (
    <Typography
      variant="body2"
      data-testid="request-time-left"
      data-urgent={left.urgent}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        color: left.urgent ? 'warning.main' : 'text.primary',
      }}
    >
      {left.urgent && <WarningAmber fontSize="small" aria-hidden />}
      {translate(key, options)}
    </Typography>
  );
}
