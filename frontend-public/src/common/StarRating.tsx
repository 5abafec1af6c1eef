import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { GOLD } from '../theme/theme.ts';

interface StarRatingProps {
  value: number;
  getLabelText: (value: number) => string;
  max?: number;
  /** Rounds the value shown, as MUI's Rating does (0.1 shows 4.7 as four stars and seven tenths of one). */
  precision?: number;
  size?: 'small' | 'medium';
  readOnly: true;
  sx?: SxProps<Theme>;
}

const EMPTY_STAR = 'rgba(244, 239, 227, 0.3)';

/**
 * MUI's read-only Rating, drawn the same (an image labelled with the value, gold stars, a star partly filled for
 * tenths), without the radio inputs, hover and keyboard handling that only a rating being chosen needs.
 */
export function StarRating({ value, getLabelText, max = 5, precision = 1, size, sx }: StarRatingProps) {
  const shown = Math.round(value / precision) * precision;
  return (
    <Box
      component="span"
      role="img"
      aria-label={getLabelText(value)}
      sx={[
        { display: 'inline-flex', fontSize: size === 'small' ? '1.125rem' : '1.5rem', width: 'min-content' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {Array.from({ length: max }, (_, index) => {
        const filled = Math.min(1, Math.max(0, shown - index));
        return (
          <Box component="span" key={index} sx={{ position: 'relative', display: 'flex' }}>
            {filled < 1 && <StarBorderIcon fontSize="inherit" sx={{ color: EMPTY_STAR }} />}
            {filled > 0 && (
              <Box
                component="span"
                sx={[
                  { display: 'flex' },
                  filled < 1 && {
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: `${filled * 100}%`,
                    overflow: 'hidden',
                  },
                ]}
              >
                <StarIcon fontSize="inherit" sx={{ color: GOLD }} />
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
