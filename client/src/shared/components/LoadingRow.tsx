import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A spinner with the spec's loading text, e.g. 'Loading car rentals...'. */
export function LoadingRow({ text }: { text: string }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}
    >
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Stack>
  );
}
