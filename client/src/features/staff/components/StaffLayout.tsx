import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import { firstNameOf } from '../../../app/auth/session';
import { AreaFrame } from '../../../shared/components/AreaFrame';
import '../i18n';
import { StaffMenu } from './StaffMenu';

const MENU_WIDTH = 250;

/** The back-office frame: a top bar, the side menu (a drawer on phones), the page and a footer. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const name = auth.session ? firstNameOf(auth.session) : '';
  const level = t(`staff.levels.${auth.employeeRole ?? 0}`);

  return (
    <AreaFrame
      id="staff-menu"
      menuTitle={t('staff.menu.title')}
      closeLabel={t('staff.menu.close')}
      loadingLabel={t('staff.loading')}
      menuWidth={MENU_WIDTH}
      renderMenu={(onNavigate) => <StaffMenu onNavigate={onNavigate} />}
      top={(menu) => (
        <AppBar
          position="static"
          color="default"
          elevation={0}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
        >
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label={t('staff.menu.open')}
              aria-controls={menu.drawerId}
              aria-expanded={menu.open}
              onClick={menu.openMenu}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography
              component="p"
              variant="h6"
              noWrap
              sx={{ flexGrow: 1, fontWeight: 800, fontSize: { xs: '1rem', sm: '1.25rem' } }}
            >
              {t('staff.topBar.title')}
            </Typography>
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {name}
            </Typography>
            <Chip size="small" color="primary" label={level} />
          </Toolbar>
        </AppBar>
      )}
      bottom={
        <Box
          component="footer"
          sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
        >
          <Typography variant="body2">{t('staff.footer', { name, level })}</Typography>
        </Box>
      }
    >
      {children}
    </AreaFrame>
  );
}
