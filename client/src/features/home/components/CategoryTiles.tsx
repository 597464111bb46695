import CarRentalIcon from '@mui/icons-material/CarRental';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import HouseIcon from '@mui/icons-material/House';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';

interface Tile {
  key: 'carRent' | 'houseRent' | 'carSell' | 'houseSell';
  to: string;
  icon: ReactNode;
}

/** The four categories in the spec's order, each opening its browse page. */
export const CATEGORY_TILES: Tile[] = [
  { key: 'carRent', to: '/getCarRent', icon: <CarRentalIcon fontSize="large" /> },
  { key: 'houseRent', to: '/getHouseRent', icon: <HolidayVillageIcon fontSize="large" /> },
  { key: 'carSell', to: '/getCarSell', icon: <DirectionsCarIcon fontSize="large" /> },
  { key: 'houseSell', to: '/getHouseSell', icon: <HouseIcon fontSize="large" /> },
];

export function CategoryTiles() {
  const { t } = useTranslation();
  return (
    // A CSS grid rather than MUI's Grid: the same two-by-two / four-in-a-row layout without
    // loading Grid's code on the first page.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {CATEGORY_TILES.map((tile) => (
        <Card key={tile.key} sx={{ height: '100%' }}>
          <CardActionArea
            component={RouterLink}
            to={tile.to}
            sx={{ height: '100%', p: { xs: 1, sm: 2 } }}
            data-testid={`tile-${tile.key}`}
          >
            <CardContent sx={{ textAlign: 'center' }}>
              <Typography color="primary" component="span" aria-hidden>
                {tile.icon}
              </Typography>
              <Typography
                variant="h3"
                component="h3"
                sx={{ mt: 1, fontSize: { xs: '1rem', sm: '1.2rem' } }}
              >
                {t(`home.tiles.${tile.key}`)}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              >
                {t(`home.tileHints.${tile.key}`)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
