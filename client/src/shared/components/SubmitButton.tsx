import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** A full-width submit button that shows a spinner and stays disabled while submitting. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {children}
    </Button>
  );
}
