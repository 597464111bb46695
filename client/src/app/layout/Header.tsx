import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { NavLink as RouterNavLink, Link as RouterLink } from '../router/links';
import { useAuth } from '../auth/AuthProvider';
import { useModerationQueueCount } from '../../features/moderation/hooks/use-queue-count';
import { AlertsBell } from '../../features/saved/components/AlertsBell';
import { AccountMenu } from './AccountMenu';
import { Divider, Drawer, List, ListItemButton, ListItemText } from './lazy-modals';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_LINKS, roleLinkFor } from './navigation';
import { CountBadge } from '../../shared/components/CountBadge';

export function Header() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const links = [...MAIN_LINKS, ...[roleLinkFor(auth)].filter((l) => l !== null)];
  // Managers and admins see how many listings wait for a moderator beside the back-office link.
  const toReview = useModerationQueueCount() ?? 0;
  const badgeOf = (to: string) => (auth.isEmployee && to === roleLinkFor(auth)?.to ? toReview : 0);
  const closeAnd = (action: () => void) => () => {
    setMobileOpen(false);
    action();
  };

  return (
    <>
      <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 2, py: 0.5 }}>
        <Typography variant="body2" align="center" sx={{ fontWeight: 500 }}>
          {t('header.welcome')}
        </Typography>
      </Box>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('header.openMenu')}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: { xs: 0, md: 2 } }}
          >
            {t('brand')}
          </Typography>
          <Box
            component="nav"
            aria-label="main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
          >
            {links.map((link) => (
              <Button
                key={link.to}
                component={RouterNavLink}
                to={link.to}
                end={link.to === '/'}
                color="inherit"
                // Darker, not lighter, than the bar: white text keeps its contrast.
                sx={{ '&.active': { bgcolor: 'primary.dark' } }}
              >
                <CountBadge count={badgeOf(link.to)}>{t(link.labelKey)}</CountBadge>
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <AlertsBell />
          <LanguageSwitcher />
          {/* Signed in, the name and role show at every width; signed out, the phone menu has
              Login and Register. */}
          <Box sx={{ display: { xs: auth.session ? 'flex' : 'none', md: 'flex' }, minWidth: 0 }}>
            <AccountMenu />
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        id="mobile-menu"
        anchor="left"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', p: 1, pl: 2 }}>
          <Typography variant="h6" sx={{ flexGrow: 1, fontWeight: 800, color: 'primary.main' }}>
            {t('brand')}
          </Typography>
          <IconButton aria-label={t('header.closeMenu')} onClick={() => setMobileOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List component="nav" aria-label="mobile">
          {links.map((link) => (
            <ListItemButton key={link.to} onClick={closeAnd(() => void navigate(link.to))}>
              <CountBadge count={badgeOf(link.to)}>
                <ListItemText primary={t(link.labelKey)} />
              </CountBadge>
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <List>
          {auth.session ? (
            <ListItemButton
              onClick={closeAnd(() => {
                auth.signOut();
                void navigate('/login');
              })}
            >
              <ListItemText primary={t('header.logout')} />
            </ListItemButton>
          ) : (
            <>
              <ListItemButton onClick={closeAnd(() => void navigate('/login'))}>
                <ListItemText primary={t('header.login')} />
              </ListItemButton>
              <ListItemButton onClick={closeAnd(() => void navigate('/register'))}>
                <ListItemText primary={t('header.register')} />
              </ListItemButton>
            </>
          )}
        </List>
      </Drawer>
    </>
  );
}
