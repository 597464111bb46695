import { useTranslation } from '../../../app/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { staffApi, staffKeys, type AuditEntryView, type AuditSort } from '../api/staff-api';
import { DataTable, type Column } from '../components/DataTable';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { useServerTable } from '../hooks/use-table-state';

export const AUDIT_PAGE_SIZE = 15;

/** What an entry's details say, in one line (they are the server's own field names). */
function describe(details: AuditEntryView['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** /employee/audit (admins): who did what in the back-office, and when. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const { table, query } = useServerTable({
    queryKey: staffKeys.audit,
    fetch: staffApi.audit,
    failedKey: 'staff.audit.loadFailed',
    pageSize: AUDIT_PAGE_SIZE,
    defaultSort: 'createdAt',
  });
  const columns: Column<AuditEntryView, AuditSort>[] = [
    {
      id: 'when',
      label: t('staff.audit.when'),
      sortKey: 'createdAt',
      render: (e) => formatDateTime(e.createdAt, i18n.language),
    },
    {
      id: 'who',
      label: t('staff.audit.who'),
      sortKey: 'actorId',
      render: (e) =>
        `${e.actor.name || t('staff.audit.deletedEmployee', { id: e.actor.employeeId })} (${t(`staff.levels.${e.actor.level}`)})`,
    },
    { id: 'action', label: t('staff.audit.action'), sortKey: 'action', render: (e) => e.action },
    {
      id: 'target',
      label: t('staff.audit.target'),
      render: (e) => `${e.targetType} ${e.targetId}`,
    },
    { id: 'details', label: t('staff.audit.details'), render: (e) => describe(e.details) },
  ];
  return (
    <>
      <StaffPageTitle title={t('staff.audit.title')} />
      <DataTable
        id="audit"
        title={t('staff.audit.tableTitle')}
        columns={columns}
        table={table}
        query={query}
        rowKey={(e) => e.id}
        searchLabel={t('staff.audit.search')}
        emptyText={t('staff.audit.empty')}
      />
    </>
  );
}
