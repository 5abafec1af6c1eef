import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/useLanguage.ts';
import { loadComparisonMode } from './lazyComparisonMode.ts';

const TRANSITION = '150ms cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * The comparison-mode switch, visible on every search: a button with the switch role (WAI-ARIA switch pattern)
 * drawn with MUI Switch's measurements and colours. MUI's Switch and FormControlLabel would add about 4.5 kB gzip
 * to the search page for this one control; ButtonBase is already loaded.
 */
export function CompareModeSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useLanguage();
  return (
    <ButtonBase
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      onPointerEnter={loadComparisonMode}
      onFocus={loadComparisonMode}
      disableRipple
      data-testid="compare-mode"
      sx={{
        borderRadius: 1,
        pr: 1,
        '&:hover .compare-mode-halo': {
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
          className="compare-mode-halo"
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
      <Typography component="span">{t.search.compare.mode}</Typography>
    </ButtonBase>
  );
}
