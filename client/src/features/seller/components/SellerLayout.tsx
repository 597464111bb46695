import MenuIcon from '@mui/icons-material/Menu';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { AreaFrame } from '../../../shared/components/AreaFrame';
import { useUnreadRequests } from '../../requests/hooks/use-buyer-requests';
import '../i18n';
import { SellerMenu } from './SellerMenu';

const MENU_WIDTH = 260;

/** The seller pages' frame: the side menu as a column from md up, as a drawer on phones. */
export function SellerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const unread = useUnreadRequests().data ?? 0;
  return (
    <AreaFrame
      id="seller-menu"
      menuTitle={t('seller.menu.title')}
      closeLabel={t('seller.menu.close')}
      loadingLabel={t('seller.loading')}
      menuWidth={MENU_WIDTH}
      renderMenu={(onNavigate) => <SellerMenu onNavigate={onNavigate} />}
      aboveContent={(menu) => (
        <Button
          variant="outlined"
          startIcon={
            // On phones the menu is folded away: its button shows the new requests.
            <Badge badgeContent={unread} color="secondary" max={99}>
              <MenuIcon />
            </Badge>
          }
          onClick={menu.openMenu}
          // The badge's digits (even a hidden 0) would otherwise run into the button's name.
          aria-label={
            unread > 0
              ? `${t('seller.menu.title')} (${t('requests.badge', { count: unread })})`
              : t('seller.menu.title')
          }
          aria-controls={menu.drawerId}
          aria-expanded={menu.open}
          sx={{ display: { md: 'none' }, mb: 2 }}
        >
          {t('seller.menu.title')}
        </Button>
      )}
    >
      {children}
    </AreaFrame>
  );
}
