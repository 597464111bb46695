import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';

/** A buyer's subscription: none, active until its end date, or expired. */
export function BuyerStatusChip({
  status,
  endDate,
}: {
  status: 'none' | 'active' | 'expired';
  endDate: string | null;
}) {
  const { t, i18n } = useTranslation();
  if (status === 'active') {
    return (
      <Chip
        size="small"
        color="success"
        label={t('staff.status.activeUntil', {
          date: endDate ? formatDateTime(endDate, i18n.language) : '',
        })}
      />
    );
  }
  return (
    <Chip
      size="small"
      color={status === 'expired' ? 'error' : 'default'}
      variant={status === 'expired' ? 'filled' : 'outlined'}
      label={t(`staff.status.${status}`)}
    />
  );
}

/** A seller's balance: none (0), low (below the 500 ETB a post needs), or fine. */
export function BalanceChip({ status }: { status: 'none' | 'low' | 'ok' }) {
  const { t } = useTranslation();
  const color = { none: 'default', low: 'warning', ok: 'success' } as const;
  return (
    <Chip
      size="small"
      color={color[status]}
      variant={status === 'none' ? 'outlined' : 'filled'}
      label={t(`staff.status.balance.${status}`)}
    />
  );
}

/** An employee's active flag. */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={t(active ? 'staff.employees.active' : 'staff.employees.inactive')}
    />
  );
}
