import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './AppTheme';

// The build leaves MUI's CSS theme variables out (vite.plugins.ts): MUI reaches for them only for
// a theme with colour schemes or CSS variables, so neither the app's theme nor MUI's default
// theme (used where no theme is given) may have them.
describe('the app’s theme', () => {
  it('has no colour schemes or CSS variables', () => {
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('cssVarPrefix');
  });

  it('is built like MUI’s default theme, which has none either', () => {
    const muiDefault = createTheme();
    expect(muiDefault).not.toHaveProperty('colorSchemes');
    expect(muiDefault).not.toHaveProperty('vars');
  });
});
