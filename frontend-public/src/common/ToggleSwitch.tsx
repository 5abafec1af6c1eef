import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const TRANSITION = '150ms cubic-bezier(0.4, 0, 0.2, 1)';

interface ToggleSwitchProps {
  label: ReactNode;
  on: boolean;
  onChange: (on: boolean) => void;
  /** Hover or focus: the visitor may be about to switch it, so what it turns on can start loading. */
  onIntent?: () => void;
  testId?: string;
}

/**
 * A switch for controls visible at first paint: a button with the switch role (WAI-ARIA switch pattern) drawn with
 * MUI Switch's measurements and colours, its label inside. MUI's Switch with FormControlLabel costs about 4.5 kB
 * gzip more for one control; ButtonBase is already loaded. Forms loaded on demand keep MUI's Switch.
 */
export function ToggleSwitch({ label, on, onChange, onIntent, testId }: ToggleSwitchProps) {
  return (
    <ButtonBase
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disableRipple
      data-testid={testId}
      sx={{
        borderRadius: 1,
        pr: 1,
        '&:hover .toggle-switch-halo': {
          backgroundColor: on ? 'rgba(201, 162, 39, 0.08)' : 'rgba(255, 255, 255, 0.08)',
        },
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ position: 'relative', display: 'inline-flex', width: 58, height: 38, p: '12px', flexShrink: 0 }}
      >
        <Box
          component="span"
          sx={{
            width: '100%',
            height: '100%',
            borderRadius: '7px',
            backgroundColor: on ? 'primary.main' : 'common.white',
            opacity: on ? 0.5 : 0.3,
            transition: `opacity ${TRANSITION}, background-color ${TRANSITION}`,
            '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
          }}
        />
        <Box
          component="span"
          className="toggle-switch-halo"
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: 38,
            height: 38,
            p: '9px',
            borderRadius: '50%',
            transform: on ? 'translateX(20px)' : 'none',
            transition: `transform ${TRANSITION}, background-color ${TRANSITION}`,
          }}
        >
          <Box
            component="span"
            sx={{
              display: 'block',
              width: 20,
              height: 20,
              borderRadius: '50%',
              boxShadow: 1,
              backgroundColor: on ? 'primary.main' : 'grey.300',
              transition: `background-color ${TRANSITION}`,
              '@media (forced-colors: active)': { border: '1px solid ButtonText' },
            }}
          />
        </Box>
      </Box>
      <Typography component="span" sx={{ textAlign: 'left' }}>
        {label}
      </Typography>
    </ButtonBase>
  );
}
