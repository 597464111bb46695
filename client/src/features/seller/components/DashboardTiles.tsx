import { useTranslation } from 'react-i18next';
import { LinkTiles } from '../../../shared/components/LinkTiles';
import { DASHBOARD_LINKS } from '../seller-links';

/** The seller dashboard's eleven coloured tiles. */
export function DashboardTiles() {
  const { t } = useTranslation();
  return <LinkTiles links={DASHBOARD_LINKS} label={t('seller.dashboard.tiles')} />;
}
