import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { ListingType } from '../listing-types';
import type { BrowseState, Filters } from './browse-filters';
import { FilterForm } from './FilterForm';
import './i18n';

/**
 * The filters on a phone: a sheet from the bottom of the screen. Changes apply at once; its
 * button says how many listings they leave and closes it.
 */
export default function FilterSheet({
  open,
  onClose,
  type,
  state,
  onChange,
  onClearAll,
  resultsText,
}: {
  open: boolean;
  onClose: () => void;
  type: ListingType;
  state: BrowseState;
  onChange: (patch: Filters) => void;
  onClearAll: () => void;
  /** 'Show 12 listings', or empty while they are counted. */
  resultsText: string;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { maxHeight: '90dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          'aria-labelledby': 'filter-sheet-title',
          'data-testid': 'filter-sheet',
        } as object,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}
      >
        <Typography id="filter-sheet-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('browseFilters.filtersTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('browseFilters.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
        <FilterForm type={type} state={state} onChange={onChange} />
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Button variant="outlined" onClick={onClearAll} sx={{ flex: 1 }}>
          {t('browseFilters.clearAll')}
        </Button>
        <Button variant="contained" onClick={onClose} sx={{ flex: 2 }} data-testid="filter-show">
          {resultsText || t('browseFilters.close')}
        </Button>
      </Stack>
    </Drawer>
  );
}
