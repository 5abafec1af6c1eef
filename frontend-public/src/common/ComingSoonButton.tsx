import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

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
 * can still reach it and hear why it does nothing.
 */
export function ComingSoonButton({
  label,
  hint,
  startIcon,
  variant = 'outlined',
  size,
  testId,
}: ComingSoonButtonProps) {
  return (
    <Tooltip title={hint} describeChild enterDelay={700} enterNextDelay={300}>
      <Button
        aria-disabled="true"
        variant={variant}
        size={size}
        startIcon={startIcon}
        onClick={(event) => event.preventDefault()}
        data-testid={testId}
        sx={{ opacity: 0.5, cursor: 'not-allowed', boxShadow: 'none' }}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
