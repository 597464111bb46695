import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_LINKS } from '../seller-links';

/** The seller dashboard's eleven coloured tiles. */
export function DashboardTiles() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('seller.dashboard.tiles')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {DASHBOARD_LINKS.map((link) => (
        <Box component="li" key={link.to} sx={{ minWidth: 0 }}>
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
        </Box>
      ))}
    </Box>
  );
}
