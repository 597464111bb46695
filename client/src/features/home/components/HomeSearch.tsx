import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { LISTING_TYPES, TYPE_INFO, type ListingType } from '../../listings/listing-types';

/**
 * The home page's search: what to look for and in which of the four lists (cars for rent by
 * default, the first of the spec's categories); it opens that list searched for the words.
 * A plain input and a native pick-list, so the first page loads no form components.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<ListingType>('carRent');
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate(`${TYPE_INFO[type].browsePath}${q ? `?${new URLSearchParams({ q })}` : ''}`);
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        mt: 3,
        p: 0.75,
        maxWidth: 720,
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 0.75,
      }}
    >
      <Box
        component="select"
        aria-label={t('home.searchIn')}
        value={type}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => setType(e.target.value as ListingType)}
        data-testid="home-search-type"
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'action.hover',
          border: 0,
          borderRadius: 1,
          px: 1,
          height: 40,
          flex: { xs: '1 1 100%', sm: '0 0 auto' },
        }}
      >
        {LISTING_TYPES.map((key) => (
          <option key={key} value={key}>
            {t(TYPE_INFO[key].titleKey)}
          </option>
        ))}
      </Box>
      <Box
        component="input"
        type="search"
        value={text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
        placeholder={t('home.searchPlaceholder')}
        aria-label={t('home.searchLabel')}
        enterKeyHint="search"
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 0,
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          flex: 1,
          px: 1,
          height: 40,
          minWidth: 0,
        }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ height: 40 }}>
        {t('home.searchButton')}
      </Button>
    </Paper>
  );
}
