import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import { LinkTiles } from '../../../shared/components/LinkTiles';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { linksFor } from '../staff-links';

/** /employee/admin: one tile per back-office page the staff member's level may open. */
export function StaffDashboardPage() {
  const { t } = useTranslation();
  const { employeeRole } = useAuth();
  const links = linksFor(employeeRole);
  return (
    <>
      <StaffPageTitle title={t('staff.dashboard.title')} />
      {links.length ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {t('staff.dashboard.intro')}
          </Typography>
          <LinkTiles links={links} label={t('staff.dashboard.tiles')} />
        </>
      ) : (
        <Alert severity="info">{t('staff.dashboard.nothingYet')}</Alert>
      )}
    </>
  );
}
