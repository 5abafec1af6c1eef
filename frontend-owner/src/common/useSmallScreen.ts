import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Below MUI's md breakpoint (900 px): lists become react-admin's SimpleList, one card-like row per record. */
// noSsr: the back office is never rendered on a server, so the first render already knows the screen (no table flash).
export const useSmallScreen = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
