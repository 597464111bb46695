import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { styleCache } from './style-cache';

/**
 * Ethiopia's green, yellow and red, with system fonts that include an Ethiopic face on phones.
 * The green is a shade darker than the flag's #078930, which is below 4.5:1 as text on the page
 * background (WCAG AA); this one is above it on white, on the background and under white text.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#067A2B', contrastText: '#ffffff' },
    secondary: { main: '#FCDD09', contrastText: '#1b1b1b' },
    error: { main: '#DA121A' },
    background: { default: '#f6f8f6', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Ethiopic", "Nyala", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  },
});

export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
