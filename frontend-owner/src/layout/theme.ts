import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';

export const GOLD = '#c9a227';
export const GOLD_LIGHT = '#e2c15a';
export const INK = '#0b0b0d';
/** Below MUI's md breakpoint. */
const PHONE_MAX_WIDTH = 899.95;
const headingFont = '"Playfair Display", Georgia, "Times New Roman", serif';

/** The public site's dark and gold (frontend-public/src/theme/theme.ts), on react-admin's dark theme. */
export const grandTourTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: GOLD, light: GOLD_LIGHT, dark: '#a8861c', contrastText: INK },
    secondary: { main: GOLD, contrastText: INK },
    error: { main: '#ff7b76', contrastText: INK },
    success: { main: '#66bb6a', contrastText: INK },
    background: { default: INK, paper: '#141418' },
    text: { primary: '#f4efe3', secondary: 'rgba(244, 239, 227, 0.78)' },
    divider: 'rgba(201, 162, 39, 0.22)',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    h1: { fontFamily: headingFont, fontWeight: 700 },
    h2: { fontFamily: headingFont, fontWeight: 700 },
    h3: { fontFamily: headingFont, fontWeight: 600 },
    h4: { fontFamily: headingFont, fontWeight: 600 },
    h5: { fontFamily: headingFont, fontWeight: 600 },
    h6: { fontFamily: headingFont, fontWeight: 600 },
  },
  components: {
    ...defaultDarkTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: `2px solid ${GOLD_LIGHT}`, outlineOffset: 2 },
      },
    },
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#141418', color: '#f4efe3' } } },
    // A page's aside (the iCal panel) goes under the page on a phone rather than beside it, off the screen.
    ...Object.fromEntries(
      ['RaShow', 'RaEdit'].map((name) => [
        name,
        {
          styleOverrides: {
            root: {
              [`@media (max-width: ${PHONE_MAX_WIDTH}px)`]: {
                [`& .${name}-main`]: { flexDirection: 'column', alignItems: 'stretch' },
                [`& .${name}-card`]: { minWidth: 0 },
              },
            },
          },
        },
      ]),
    ),
  },
};
