import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ScrollTableContainer } from '../../../shared/components/ScrollTableContainer';
import { formatMoney } from '../../../shared/format/money';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { staffApi, staffKeys, type IncomeReport } from '../api/staff-api';
import { IncomeChart, monthLabel } from '../components/IncomeChart';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { failureText } from '../../../shared/errors/failure-text';

/** /employee/income: buyer subscriptions + 500 ETB per charged post − costs; top-ups apart. */
export function IncomePage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState({ from: '', to: '' });
  const reversed = Boolean(range.from && range.to && range.from > range.to);
  const query = useQuery({
    queryKey: staffKeys.income(range),
    queryFn: () => staffApi.income(range, t('staff.income.loadFailed')),
    placeholderData: keepPreviousData,
    enabled: !reversed,
  });
  const money = (amount: number) => formatMoney(amount, 'ETB', i18n.language);

  return (
    <>
      <StaffPageTitle title={t('staff.income.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            label={t(`staff.income.${end}`)}
            value={range[end]}
            onChange={(e) => setRange((r) => ({ ...r, [end]: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {range.from || range.to ? t('staff.income.rangeHelp') : t('staff.income.allTime')}
        </Typography>
      </Stack>
      {reversed ? (
        <Alert severity="warning">{t('staff.income.reversed')}</Alert>
      ) : query.isPending ? (
        <LoadingRow text={t('staff.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{failureText(query.error, t('staff.income.loadFailed'))}</Alert>
      ) : (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Figures report={query.data} money={money} />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, my: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
              {t('staff.income.byMonth')}
            </Typography>
            {query.data.months.length === 0 ? (
              <Typography color="text.secondary">{t('staff.income.nothing')}</Typography>
            ) : (
              <>
                <IncomeChart months={query.data.months} />
                <ScrollTableContainer label={t('staff.income.byMonth')}>
                  <Table size="small" aria-label={t('staff.income.byMonth')} sx={{ mt: 2 }}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('staff.income.month')}</TableCell>
                        <TableCell align="right">{t('staff.income.legend.income')}</TableCell>
                        <TableCell align="right">{t('staff.income.legend.costs')}</TableCell>
                        <TableCell align="right">{t('staff.income.net')}</TableCell>
                        <TableCell align="right">{t('staff.income.topUps')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {query.data.months.map((m) => (
                        <TableRow key={m.month}>
                          <TableCell>{monthLabel(m.month, i18n.language)}</TableCell>
                          <TableCell align="right">{money(m.income)}</TableCell>
                          <TableCell align="right">{money(m.costsTotal)}</TableCell>
                          <TableCell align="right">{money(m.netIncome)}</TableCell>
                          <TableCell align="right">{money(m.topUpTotal)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollTableContainer>
              </>
            )}
          </Paper>
        </Box>
      )}
    </>
  );
}

function Figures({ report, money }: { report: IncomeReport; money: (n: number) => string }) {
  const { t } = useTranslation();
  const figures = [
    {
      id: 'subscriptions',
      value: money(report.buyerSubscriptionTotal),
      note: t('staff.income.subscriptionCount', { count: report.buyerSubscriptionCount }),
    },
    {
      id: 'posts',
      value: money(report.postIncome),
      note: t('staff.income.postNote', {
        paid: report.paidPostCount,
        fee: report.postFee,
        count: report.postCount,
      }),
    },
    { id: 'costs', value: money(report.costsTotal), note: '' },
    { id: 'net', value: money(report.netIncome), note: t('staff.income.netNote') },
    { id: 'topUps', value: money(report.topUpTotal), note: t('staff.income.topUpNote') },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      {figures.map((f) => (
        <Paper key={f.id} variant="outlined" sx={{ p: 2 }} data-testid={`figure-${f.id}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`staff.income.figures.${f.id}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
            {f.value}
          </Typography>
          {f.note && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {f.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
