import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatMoney } from '../../../shared/format/money';
import { usePaymentOptions } from '../../payment/hooks/use-payment-info';
import { formatDateTime } from '../../../shared/format/date-time';
import { staffApi, staffKeys, type BuyerDataRow, type BuyerSort } from '../api/staff-api';
import { DataTable, type Column } from '../components/DataTable';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { BuyerStatusChip } from '../components/StatusChips';
import { useServerTable } from '../hooks/use-table-state';

/** The spec's page size for the buyer data table. */
export const BUYER_PAGE_SIZE = 15;

/** /employee/buyer: buyers with their subscription and free trials. */
export function BuyerDataPage() {
  const { t, i18n } = useTranslation();
  const freeTrials = usePaymentOptions().data?.buyerFreeTrials;
  const language = i18n.language;
  const { table, query } = useServerTable({
    queryKey: staffKeys.buyers,
    fetch: staffApi.buyers,
    failedKey: 'staff.buyers.loadFailed',
    pageSize: BUYER_PAGE_SIZE,
    defaultSort: 'buyerAddedDate',
  });
  const columns: Column<BuyerDataRow, BuyerSort>[] = [
    {
      id: 'name',
      label: t('staff.columns.name'),
      sortKey: 'buyerFirstName',
      render: (b) => `${b.buyerFirstName} ${b.buyerLastName}`,
    },
    { id: 'email', label: t('staff.columns.email'), sortKey: 'email', render: (b) => b.email },
    { id: 'phone', label: t('staff.columns.phone'), render: (b) => b.PhoneNumber },
    {
      id: 'city',
      label: t('staff.columns.city'),
      sortKey: 'buyerCity',
      render: (b) => b.buyerCity,
    },
    {
      id: 'subscription',
      label: t('staff.columns.subscription'),
      render: (b) => (
        <BuyerStatusChip
          status={b.subscription.status}
          endDate={b.subscription.buyerSubscriptionEndDate}
        />
      ),
    },
    {
      id: 'trials',
      label: t('staff.columns.freeTrials'),
      align: 'right',
      render: (b) =>
        freeTrials ? `${b.freeTrialsUsed} / ${freeTrials}` : String(b.freeTrialsUsed),
    },
    {
      id: 'added',
      label: t('staff.columns.added'),
      sortKey: 'buyerAddedDate',
      render: (b) => formatDateTime(b.buyerAddedDate, language),
    },
  ];

  return (
    <>
      <StaffPageTitle title={t('staff.buyers.title')} />
      <DataTable
        id="buyers"
        title={t('staff.buyers.tableTitle')}
        columns={columns}
        table={table}
        query={query}
        rowKey={(b) => b.buyerId}
        searchLabel={t('staff.buyers.search')}
        emptyText={t('staff.buyers.empty')}
        renderDetail={(b) => (
          <>
            <Typography variant="body2">
              {b.subscription.status === 'none'
                ? t('staff.buyers.neverSubscribed')
                : t('staff.buyers.lastPayment', {
                    amount: formatMoney(b.subscription.buyerSubscriptionAmount, 'ETB', language),
                    date: b.subscription.buyerSubscriptionDate
                      ? formatDateTime(b.subscription.buyerSubscriptionDate, language)
                      : '',
                  })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {b.freeTrials.length === 0
                ? t('staff.buyers.noTrials')
                : t('staff.buyers.trials', {
                    dates: b.freeTrials
                      .map((trial) => formatDateTime(trial.freeTrialDate, language))
                      .join(', '),
                  })}
            </Typography>
          </>
        )}
      />
    </>
  );
}
