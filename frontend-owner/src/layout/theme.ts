import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';

export const grandTourTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: '#c9a227' },
    secondary: { main: '#c9a227' },
    background: { default: '#0b0b0d', paper: '#141417' },
  },
  typography: { fontFamily: 'Inter, system-ui, sans-serif' },
};
