import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatMoney } from '../../../shared/format/money';
import { formatDateTime } from '../../../shared/format/date-time';
import { staffApi, staffKeys, type CostSort, type CostView } from '../api/staff-api';
import { DataTable, type Column } from '../components/DataTable';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { useServerTable } from '../hooks/use-table-state';
import { failureText } from '../../../shared/errors/failure-text';

/** The spec's page size for costs. */
export const COST_PAGE_SIZE = 10;

const EMPTY = { payedTo: '', title: '', description: '', amount: '', costDate: '' };

/** /employee/costs: add a cost, and the costs so far. */
export function CostsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { table, query } = useServerTable({
    queryKey: staffKeys.costs,
    fetch: staffApi.costs,
    failedKey: 'staff.costs.loadFailed',
    pageSize: COST_PAGE_SIZE,
    defaultSort: 'costDate',
  });
  const columns: Column<CostView, CostSort>[] = [
    {
      id: 'date',
      label: t('staff.columns.date'),
      sortKey: 'costDate',
      render: (c) => formatDateTime(c.costDate, language),
    },
    {
      id: 'payedTo',
      label: t('staff.costs.payedTo'),
      sortKey: 'payed_to',
      render: (c) => c.payed_to,
    },
    { id: 'title', label: t('staff.costs.title'), sortKey: 'title', render: (c) => c.title },
    { id: 'description', label: t('staff.costs.description'), render: (c) => c.description },
    {
      id: 'amount',
      label: t('staff.columns.amount'),
      sortKey: 'amount',
      align: 'right',
      render: (c) => formatMoney(c.amount, 'ETB', language),
    },
  ];

  return (
    <>
      <StaffPageTitle title={t('staff.costs.pageTitle')} />
      <CostForm />
      <DataTable
        id="costs"
        title={t('staff.costs.tableTitle')}
        columns={columns}
        table={table}
        query={query}
        rowKey={(c) => c.id}
        searchLabel={t('staff.costs.search')}
        emptyText={t('staff.costs.empty')}
      />
    </>
  );
}

function CostForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const add = useMutation({
    mutationFn: () =>
      staffApi.addCost(
        {
          payed_to: values.payedTo.trim(),
          title: values.title.trim(),
          description: values.description.trim(),
          amount: Number(values.amount),
          ...(values.costDate ? { costDate: values.costDate } : {}),
        },
        t('staff.costs.addFailed'),
      ),
    onSuccess: async () => {
      setValues(EMPTY);
      setStatus({ ok: true, text: t('staff.costs.added') });
      await queryClient.invalidateQueries({ queryKey: staffKeys.costs() });
      await queryClient.invalidateQueries({ queryKey: staffKeys.income() });
    },
    onError: (error) =>
      setStatus({ ok: false, text: failureText(error, t('staff.costs.addFailed')) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { payedTo, title, description, amount } = values;
    if ([payedTo, title, description, amount].some((v) => v.trim() === '')) {
      return setStatus({ ok: false, text: t('validation.required') });
    }
    if (!(Number(amount) > 0)) return setStatus({ ok: false, text: t('staff.costs.badAmount') });
    setStatus(null);
    add.mutate();
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('staff.costs.formTitle')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            label={t('staff.costs.payedTo')}
            value={values.payedTo}
            onChange={(e) => set('payedTo')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            fullWidth
            label={t('staff.costs.title')}
            value={values.title}
            onChange={(e) => set('title')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </Stack>
        <TextField
          label={t('staff.costs.description')}
          multiline
          minRows={2}
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            type="number"
            label={t('staff.costs.amount')}
            value={values.amount}
            onChange={(e) => set('amount')(e.target.value)}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
          />
          <TextField
            fullWidth
            type="date"
            label={t('staff.costs.date')}
            value={values.costDate}
            onChange={(e) => set('costDate')(e.target.value)}
            helperText={t('staff.costs.dateHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          disabled={add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('staff.costs.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
