import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Below MUI's md breakpoint (900 px): lists become react-admin's SimpleList, one card-like row per record. */
export const useSmallScreen = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
