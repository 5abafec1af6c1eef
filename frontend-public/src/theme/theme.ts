import { createTheme } from '@mui/material/styles';

export const GOLD = '#c9a227';
export const GOLD_LIGHT = '#e2c15a';
export const INK = '#0b0b0d';
export const HEADER_HEIGHT = { xs: 64, md: 72 } as const;

// Each brand font is followed by its fallback face of the same metrics (fonts.css), drawn until it arrives.
const headingFont = '"Playfair Display", "Playfair Display Fallback", Georgia, serif';
const textFont = 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: GOLD, light: GOLD_LIGHT, dark: '#a8861c', contrastText: INK },
    secondary: { main: '#f3ede0', contrastText: INK },
    error: { main: '#ef5350' },
    background: { default: INK, paper: '#141418' },
    text: { primary: '#f4efe3', secondary: 'rgba(244, 239, 227, 0.72)' },
    divider: 'rgba(201, 162, 39, 0.18)',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: textFont,
    h1: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.08 },
    h2: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontFamily: headingFont, fontWeight: 600 },
    h4: { fontFamily: headingFont, fontWeight: 600 },
    h5: { fontFamily: headingFont, fontWeight: 600 },
    h6: { fontFamily: headingFont, fontWeight: 600 },
    overline: { fontWeight: 600, letterSpacing: '0.24em', lineHeight: 1.6 },
    button: { fontWeight: 600, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: INK },
        '::selection': { backgroundColor: GOLD, color: INK },
        ':focus-visible': { outline: `2px solid ${GOLD_LIGHT}`, outlineOffset: 2 },
        img: { maxWidth: '100%' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${GOLD_LIGHT}`, outlineOffset: 2 } },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: {
          borderRadius: 2,
          paddingInline: 24,
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                backgroundImage: `linear-gradient(135deg, ${GOLD_LIGHT} 0%, ${GOLD} 55%, #a8861c 100%)`,
                boxShadow: '0 8px 24px rgba(201, 162, 39, 0.25)',
              },
            },
          ],
        },
        sizeLarge: { paddingBlock: 14, paddingInline: 32 },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: {
      styleOverrides: {
        root: {
          backgroundColor: '#131317',
          border: '1px solid rgba(201, 162, 39, 0.14)',
        },
      },
    },
    MuiMenu: {
      styleOverrides: {
        paper: { backgroundColor: '#16161a', border: '1px solid rgba(201, 162, 39, 0.25)' },
      },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: {
          '&.Mui-selected': { color: GOLD_LIGHT },
          '&.Mui-focusVisible': { outline: `2px solid ${GOLD_LIGHT}`, outlineOffset: -2 },
        },
      },
    },
    MuiRating: {
      styleOverrides: {
        iconFilled: { color: GOLD },
        iconEmpty: { color: 'rgba(244, 239, 227, 0.3)' },
      },
    },
    MuiSkeleton: { styleOverrides: { root: { backgroundColor: 'rgba(244, 239, 227, 0.08)' } } },
    MuiLink: { styleOverrides: { root: { textUnderlineOffset: 3 } } },
  },
});
