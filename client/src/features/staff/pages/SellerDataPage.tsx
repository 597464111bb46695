import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { formatMoney } from '../../../shared/format/money';
import { LISTING_TYPES } from '../../listings/listing-types';
import { formatDateTime } from '../../../shared/format/date-time';
import {
  staffApi,
  staffKeys,
  type SellerDataRow,
  type SellerSort,
  type SellerSubscriptionRow,
  type SellerSubscriptionSort,
} from '../api/staff-api';
import { DataTable, type Column } from '../components/DataTable';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { BalanceChip } from '../components/StatusChips';
import { useServerTable } from '../hooks/use-table-state';
import { sellerListingsPath } from '../staff-paths';

/** The spec's page size for the seller list and the subscriptions table. */
export const SELLER_PAGE_SIZE = 15;

/** /employee/seller: the sellers, then their balances (the spec's subscriptions table). */
export function SellerDataPage() {
  const { t } = useTranslation();
  return (
    <>
      <StaffPageTitle title={t('staff.sellers.title')} />
      <SellersTable />
      <SubscriptionsTable />
    </>
  );
}

function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number) => formatMoney(amount, 'ETB', i18n.language);
}

function SellersTable() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { table, query } = useServerTable({
    queryKey: staffKeys.sellers,
    fetch: staffApi.sellers,
    failedKey: 'staff.sellers.loadFailed',
    pageSize: SELLER_PAGE_SIZE,
    defaultSort: 'sellerAddedDate',
  });
  const columns: Column<SellerDataRow, SellerSort>[] = [
    {
      id: 'name',
      label: t('staff.columns.name'),
      sortKey: 'sellerFirstName',
      render: (s) => `${s.sellerFirstName} ${s.sellerLastName}`,
    },
    { id: 'email', label: t('staff.columns.email'), sortKey: 'email', render: (s) => s.email },
    { id: 'phone', label: t('staff.columns.phone'), render: (s) => s.PhoneNumber },
    {
      id: 'city',
      label: t('staff.columns.city'),
      sortKey: 'sellerCity',
      render: (s) => `${s.sellerCity}, ${s.sellerCountry}`,
    },
    {
      id: 'balance',
      label: t('staff.columns.balance'),
      align: 'right',
      render: (s) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <span>{money(s.subscription?.sellerSubscriptionAmount ?? 0)}</span>
          <BalanceChip status={s.balanceStatus} />
        </Stack>
      ),
    },
    { id: 'posts', label: t('staff.columns.posts'), align: 'right', render: (s) => s.postCount },
    {
      id: 'added',
      label: t('staff.columns.added'),
      sortKey: 'sellerAddedDate',
      render: (s) => formatDateTime(s.sellerAddedDate, i18n.language),
    },
  ];

  return (
    <DataTable
      id="sellers"
      title={t('staff.sellers.tableTitle')}
      columns={columns}
      table={table}
      query={query}
      rowKey={(s) => s.sellerId}
      searchLabel={t('staff.sellers.search')}
      emptyText={t('staff.sellers.empty')}
      renderDetail={(s) => <SellerDetail seller={s} />}
    />
  );
}

/** Under a seller's row: their listings per type and their top-ups. */
function SellerDetail({ seller }: { seller: SellerDataRow }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {LISTING_TYPES.map((type) => (
          <Link key={type} component={RouterLink} to={sellerListingsPath(type, seller.sellerId)}>
            {t(`staff.tiles.${type}`)}
          </Link>
        ))}
      </Stack>
      {seller.topUps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('staff.sellers.noTopUps')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('staff.sellers.topUps')} sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('staff.columns.date')}</TableCell>
              <TableCell align="right">{t('staff.columns.amount')}</TableCell>
              <TableCell>{t('staff.columns.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {seller.topUps.map((topUp) => (
              <TableRow key={topUp.topUpId}>
                <TableCell>{formatDateTime(topUp.topUpDate, i18n.language)}</TableCell>
                <TableCell align="right">{money(topUp.topUpAmount)}</TableCell>
                <TableCell>{t(`staff.sellers.source.${topUp.source}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

function SubscriptionsTable() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { table, query } = useServerTable({
    queryKey: staffKeys.sellerSubscriptions,
    fetch: staffApi.sellerSubscriptions,
    failedKey: 'staff.sellers.subscriptionsFailed',
    pageSize: SELLER_PAGE_SIZE,
    defaultSort: 'sellerSubscriptionDate',
  });
  const columns: Column<SellerSubscriptionRow, SellerSubscriptionSort>[] = [
    {
      id: 'seller',
      label: t('staff.columns.seller'),
      sortKey: 'sellerId',
      render: (s) => `${s.sellerFirstName} ${s.sellerLastName}`.trim() || `#${s.sellerId}`,
    },
    { id: 'email', label: t('staff.columns.email'), render: (s) => s.email },
    {
      id: 'balance',
      label: t('staff.columns.balance'),
      sortKey: 'sellerSubscriptionAmount',
      align: 'right',
      render: (s) => money(s.sellerSubscriptionAmount),
    },
    {
      id: 'status',
      label: t('staff.columns.status'),
      render: (s) => <BalanceChip status={s.balanceStatus} />,
    },
    {
      id: 'trial',
      label: t('staff.columns.freeTrial'),
      render: (s) => t(`staff.sellers.freeTrial.${String(s.freeTrialUsed)}`),
    },
    {
      id: 'changed',
      label: t('staff.columns.lastChange'),
      sortKey: 'sellerSubscriptionDate',
      render: (s) => formatDateTime(s.sellerSubscriptionDate, i18n.language),
    },
  ];
  return (
    <DataTable
      id="seller-subscriptions"
      title={t('staff.sellers.subscriptionsTitle')}
      columns={columns}
      table={table}
      query={query}
      rowKey={(s) => s.sellerId}
      searchLabel={t('staff.sellers.search')}
      emptyText={t('staff.sellers.noSubscriptions')}
    />
  );
}
