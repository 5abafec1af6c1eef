import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useId, type ReactNode } from 'react';

interface ComingSoonButtonProps {
  label: string;
  /** Why it does nothing yet, e.g. 'Bientôt disponible': its tooltip and accessible description. */
  hint: string;
  startIcon?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  testId?: string;
}

/**
 * A button for something that arrives later. It is aria-disabled rather than disabled so that keyboard users
 * can still reach it and hear why it does nothing. The hint is its description and shows as a tooltip on hover
 * and focus, drawn in CSS like MUI's Tooltip, whose popper would cost these pages 11 kB.
 */
export function ComingSoonButton({
  label,
  hint,
  startIcon,
  variant = 'outlined',
  size,
  testId,
}: ComingSoonButtonProps) {
  const hintId = useId();
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&:hover > [role=tooltip], &:focus-within > [role=tooltip]': {
          opacity: 1,
          transform: 'translate(-50%, 0)',
          transitionDelay: '700ms',
        },
      }}
    >
      <Button
        aria-disabled="true"
        aria-describedby={hintId}
        variant={variant}
        size={size}
        startIcon={startIcon}
        onClick={(event) => event.preventDefault()}
        data-testid={testId}
        sx={{ opacity: 0.5, cursor: 'not-allowed', boxShadow: 'none' }}
      >
        {label}
      </Button>
      <Box
        component="span"
        role="tooltip"
        id={hintId}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 14px)',
          left: '50%',
          transform: 'translate(-50%, -4px)',
          opacity: 0,
          pointerEvents: 'none',
          transition: 'opacity 150ms, transform 150ms',
          whiteSpace: 'nowrap',
          zIndex: 'tooltip',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          fontSize: '0.6875rem',
          fontWeight: 500,
          lineHeight: 1.4,
          color: '#fff',
          backgroundColor: 'rgba(97, 97, 97, 0.92)',
        }}
      >
        {hint}
      </Box>
    </Box>
  );
}
