import { useTranslation } from '../../../app/i18n/use-translation';
import { LinkTiles } from '../../../shared/components/LinkTiles';
import { DASHBOARD_LINKS } from '../seller-links';

/** The seller dashboard's eleven coloured tiles. */
export function DashboardTiles() {
  const { t } = useTranslation();
  return <LinkTiles links={DASHBOARD_LINKS} label={t('seller.dashboard.tiles')} />;
}
