import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ScrollTableContainer } from '../../../shared/components/ScrollTableContainer';
import { SearchField } from '../../../shared/components/SearchField';
import type { TablePage } from '../api/staff-api';
import type { TableState } from '../hooks/use-table-state';

export interface Column<T, S extends string> {
  id: string;
  label: string;
  /** The server's sort key for this column; absent means not sortable. */
  sortKey?: S;
  align?: 'left' | 'right';
  render: (row: T) => ReactNode;
}

interface DataTableProps<T, S extends string> {
  /** Unique on the page: names the table for screen readers. */
  id: string;
  title: string;
  columns: Column<T, S>[];
  table: TableState<S>;
  query: UseQueryResult<TablePage<T>>;
  rowKey: (row: T) => string | number;
  searchLabel: string;
  /** Shown when nothing matches: the spec's 'No ... data available.' */
  emptyText: string;
  /** Optional details under a row, opened with its arrow button. */
  renderDetail?: (row: T) => ReactNode;
  /** Beside the title, e.g. a status legend. */
  actions?: ReactNode;
}

/** A back-office table: paged, sorted and searched on the server at a fixed page size. */
export function DataTable<T, S extends string>(props: DataTableProps<T, S>) {
  const { id, title, columns, table, query, rowKey, renderDetail } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<string | number>>(new Set());
  const rows = query.data?.rows ?? [];
  const total = query.data?.meta.total ?? 0;
  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const span = columns.length + (renderDetail ? 1 : 0);

  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {props.actions}
          <SearchField
            label={props.searchLabel}
            value={table.search}
            onChange={table.setSearch}
            sx={{ minWidth: { sm: 260 } }}
          />
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress />}</Box>
      {query.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {query.error.message}
        </Alert>
      ) : (
        <ScrollTableContainer labelledBy={`${id}-title`} stale={query.isPlaceholderData}>
          <Table size="small" aria-labelledby={`${id}-title`}>
            <TableHead>
              <TableRow>
                {renderDetail && <TableCell padding="checkbox" />}
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={
                      column.sortKey && table.params.sort === column.sortKey
                        ? table.params.order
                        : false
                    }
                    sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}
                  >
                    {column.sortKey ? (
                      <TableSortLabel
                        active={table.params.sort === column.sortKey}
                        direction={
                          table.params.sort === column.sortKey ? table.params.order : 'asc'
                        }
                        onClick={() => table.toggleSort(column.sortKey!)}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.isPending && (
                <TableRow>
                  <TableCell colSpan={span}>{t('staff.loading')}</TableCell>
                </TableRow>
              )}
              {query.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={span}>
                    {table.params.q ? t('staff.noMatches') : props.emptyText}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => {
                const key = rowKey(row);
                const isOpen = open.has(key);
                return (
                  <Fragment key={key}>
                    <TableRow hover sx={renderDetail ? { '& > td': { borderBottom: 0 } } : {}}>
                      {renderDetail && (
                        <TableCell padding="checkbox">
                          <IconButton
                            size="small"
                            aria-label={t(
                              isOpen ? 'staff.table.hideDetails' : 'staff.table.details',
                            )}
                            aria-expanded={isOpen}
                            onClick={() => toggle(key)}
                          >
                            {isOpen ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                          </IconButton>
                        </TableCell>
                      )}
                      {columns.map((column) => (
                        <TableCell key={column.id} align={column.align}>
                          {column.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                    {renderDetail && (
                      <TableRow>
                        <TableCell colSpan={span} sx={{ py: 0 }}>
                          <Collapse in={isOpen} timeout="auto" unmountOnExit>
                            <Box sx={{ py: 2 }}>{renderDetail(row)}</Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </ScrollTableContainer>
      )}
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : table.params.page - 1}
        rowsPerPage={table.params.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, page) => table.setPage(page + 1)}
        labelDisplayedRows={({ from, to, count }) => t('staff.table.rows', { from, to, count })}
        getItemAriaLabel={(type) => t(`staff.table.${type}Page`)}
      />
    </Paper>
  );
}
