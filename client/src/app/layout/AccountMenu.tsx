import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { Link as RouterLink } from '../router/links';
import { PHONE_VERIFICATION_PATH } from '../../features/phone-verification/phone-paths';
import { SAVED_MENU } from '../../features/saved/saved-paths';
import { useAuth } from '../auth/AuthProvider';
import { firstNameOf } from '../auth/session';
import { Menu, MenuItem } from './lazy-modals';

/** Signed out: Login and Register. Signed in: "Name (Role)" opening a menu with Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!auth.session) {
    return (
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/login" color="inherit">
          {t('header.login')}
        </Button>
        <Button component={RouterLink} to="/register" variant="contained" color="secondary">
          {t('header.register')}
        </Button>
      </Stack>
    );
  }

  const label = t('header.userWithRole', {
    name: firstNameOf(auth.session),
    role: t(`header.roleSuffix.${auth.session.userType}`),
  });
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-label={t('header.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          textTransform: 'none',
          minWidth: 0,
          // On a phone the name needs the room more than the icon does.
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {label}
        </Box>
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {(auth.isSeller || auth.isBuyer) &&
          SAVED_MENU.map((item) => (
            <MenuItem
              key={item.to}
              component={RouterLink}
              to={item.to}
              onClick={() => setAnchor(null)}
            >
              {t(item.labelKey)}
            </MenuItem>
          ))}
        {(auth.isSeller || auth.isBuyer) && (
          <MenuItem
            component={RouterLink}
            to={PHONE_VERIFICATION_PATH}
            onClick={() => setAnchor(null)}
          >
            {t('phone.menu')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            auth.signOut();
            void navigate('/login');
          }}
        >
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
