import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/use-translation';
import { Link as RouterLink } from '../../app/router/links';
import { TileGrid, TileGridItem } from './TileGrid';

export interface TileLink {
  to: string;
  labelKey: string;
  icon: ReactNode;
  /** Tile background; white text must keep above 4.5:1 contrast on it. */
  color: string;
}

/** A dashboard's coloured tiles, one link each: 2 columns on phones, then 3 and 4. */
export function LinkTiles({ links, label }: { links: TileLink[]; label: string }) {
  const { t } = useTranslation();
  return (
    <TileGrid label={label}>
      {links.map((link) => (
        <TileGridItem key={link.to}>
          <Card
            variant="elevation"
            elevation={0}
            sx={{ height: '100%', bgcolor: link.color, color: '#fff' }}
          >
            <CardActionArea
              component={RouterLink}
              to={link.to}
              sx={{
                height: '100%',
                minHeight: { xs: 104, sm: 128 },
                p: { xs: 1.5, sm: 2 },
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                gap: 1,
                '& svg': { fontSize: { xs: 28, sm: 36 } },
              }}
            >
              <Box component="span" aria-hidden sx={{ display: 'flex' }}>
                {link.icon}
              </Box>
              <Typography
                component="span"
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: '0.95rem', sm: '1.1rem' },
                  lineHeight: 1.25,
                }}
              >
                {t(link.labelKey)}
              </Typography>
            </CardActionArea>
          </Card>
        </TileGridItem>
      ))}
    </TileGrid>
  );
}
