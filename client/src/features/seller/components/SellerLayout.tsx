import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadRequests } from '../../requests/hooks/use-buyer-requests';
import { SellerMenu } from './SellerMenu';

const MENU_WIDTH = 260;

/** The seller pages' frame: the side menu as a column from md up, as a drawer on phones. */
export function SellerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useUnreadRequests().data ?? 0;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Paper
          component="aside"
          variant="outlined"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: MENU_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            // Below the sticky app bar.
            top: 80,
          }}
        >
          <SellerMenu />
        </Paper>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Button
            variant="outlined"
            startIcon={
              // On phones the menu is folded away: its button shows the new requests.
              <Badge badgeContent={unread} color="secondary" max={99}>
                <MenuIcon />
              </Badge>
            }
            onClick={() => setOpen(true)}
            aria-controls="seller-menu-drawer"
            aria-expanded={open}
            sx={{ display: { md: 'none' }, mb: 2 }}
          >
            {t('seller.menu.title')}
          </Button>
          {/* Inside the frame, so the menu stays put while a page's code loads. */}
          <Suspense
            fallback={
              <Stack sx={{ alignItems: 'center', py: 8 }}>
                <CircularProgress aria-label={t('seller.loading')} />
              </Stack>
            }
          >
            {children}
          </Suspense>
        </Box>
      </Box>
      <Drawer
        id="seller-menu-drawer"
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: MENU_WIDTH + 20, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', p: 1, pl: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('seller.menu.title')}
          </Typography>
          <IconButton aria-label={t('seller.menu.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <SellerMenu onNavigate={() => setOpen(false)} />
      </Drawer>
    </Container>
  );
}
