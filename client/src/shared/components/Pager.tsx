import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../app/i18n/use-translation';

interface PagerProps {
  page: number;
  pages: number;
  /** More pages follow `pages` (the server stopped counting): 'Page 3 of 29+', Next stays on. */
  more?: boolean;
  onChange: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next; shown only when there is more than one page. */
export function Pager({ page, pages, more = false, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1 && !more) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 3 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('listings.previous')}
      </Button>
      <Typography aria-live="polite">
        {t(more ? 'listings.pageOfMore' : 'listings.pageOf', { page, pages })}
      </Typography>
      <Button
        variant="outlined"
        disabled={page >= pages && !more}
        onClick={() => onChange(page + 1)}
      >
        {t('listings.next')}
      </Button>
    </Stack>
  );
}
