import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { AdSlot } from '../components/AdSlot';
import { CategoryTiles } from '../components/CategoryTiles';
import { HomeSearch } from '../components/HomeSearch';
import { LatestListings } from '../../listings/components/LatestListings';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 7 } }}>
        <Container>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.4rem' } }}>
            {t('home.heroTitle')}
          </Typography>
          <Typography sx={{ mt: 1, maxWidth: 640 }}>{t('home.heroText')}</Typography>
          <HomeSearch />
        </Container>
      </Box>
      <Container sx={{ py: 4 }}>
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="categories-title">
            <Typography id="categories-title" variant="h2" gutterBottom>
              {t('home.categoriesTitle')}
            </Typography>
            <CategoryTiles />
          </Box>
          <Box component="section" aria-labelledby="latest-title">
            <Typography id="latest-title" variant="h2" gutterBottom>
              {t('home.latestTitle')}
            </Typography>
            <LatestListings />
          </Box>
          <AdSlot />
        </Stack>
      </Container>
    </>
  );
}
