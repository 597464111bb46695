import { useTranslation } from '../../../app/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { LISTING_TYPES, type ListingType } from '../../listings/listing-types';
import { staffApi, staffKeys, type HistoryRecord } from '../api/staff-api';
import { DataTable, type Column } from '../components/DataTable';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { useServerTable } from '../hooks/use-table-state';

/** The spec's page size for history. */
export const STAFF_HISTORY_PAGE_SIZE = 15;

/** /employee/seller/history: every seller's rented and sold listings, one table per type. */
export function StaffHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <StaffPageTitle title={t('staff.history.title')} />
      {LISTING_TYPES.map((type) => (
        <HistoryGroup key={type} type={type} />
      ))}
    </>
  );
}

function HistoryGroup({ type }: { type: ListingType }) {
  const { t, i18n } = useTranslation();
  const { table, query } = useServerTable({
    queryKey: (params) => staffKeys.history(type, params),
    fetch: (params, fallback) => staffApi.history(type, params, fallback),
    failedKey: 'staff.history.loadFailed',
    pageSize: STAFF_HISTORY_PAGE_SIZE,
    defaultSort: 'date',
  });
  const person = (first: string, last: string, phone: string) => `${first} ${last} (${phone})`;
  const columns: Column<HistoryRecord, 'date'>[] = [
    {
      id: 'date',
      label: t('staff.columns.date'),
      render: (r) => formatDateTime(r.date, i18n.language),
    },
    {
      id: 'seller',
      label: t('staff.columns.seller'),
      render: (r) => person(r.sellerFirstName, r.sellerLastName, r.sellerPhoneNumber),
    },
    {
      id: 'buyer',
      label: t('staff.history.buyer'),
      render: (r) => person(r.buyerFirstName, r.buyerLastName, r.buyerPhoneNumber),
    },
    { id: 'message', label: t('staff.history.message'), render: (r) => r.message },
  ];
  return (
    <DataTable
      id={`history-${type}`}
      title={t(`staff.history.groups.${type}`)}
      columns={columns}
      table={table}
      query={query}
      rowKey={(r) => r.historyId}
      searchLabel={t('staff.history.search')}
      emptyText={t('staff.history.empty')}
    />
  );
}
