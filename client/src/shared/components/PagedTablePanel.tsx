import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { ScrollTableContainer } from './ScrollTableContainer';

export type PanelState = 'loading' | 'error' | 'empty' | 'ready';

interface PagedTablePanelProps {
  /** The heading's id; the table is labelled by it. */
  id: string;
  title: string;
  state: PanelState;
  texts: { loading: string; error: string; empty: string };
  /** The header cells. */
  head: ReactNode;
  /** The body rows (state 'ready'). */
  rows: ReactNode;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** A page is being replaced: the old one shows faded meanwhile. */
  stale?: boolean;
}

/** A titled panel with a table paged by Previous / Next, or its loading, error or empty text. */
export function PagedTablePanel(props: PagedTablePanelProps) {
  const { id, title, state, texts } = props;
  let body;
  if (state === 'loading') body = <CircularProgress size={24} aria-label={texts.loading} />;
  else if (state === 'error') body = <Alert severity="error">{texts.error}</Alert>;
  else if (state === 'empty') body = <Typography color="text.secondary">{texts.empty}</Typography>;
  else
    body = (
      <>
        <ScrollTableContainer labelledBy={id} stale={props.stale}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>{props.head}</TableRow>
            </TableHead>
            <TableBody>{props.rows}</TableBody>
          </Table>
        </ScrollTableContainer>
        <Pager page={props.page} pages={props.pages} onChange={props.onPageChange} />
      </>
    );

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {body}
    </Paper>
  );
}

/** The panel state of a TanStack query whose data holds a list. */
export function panelStateOf<T>(
  query: { isPending: boolean; isError: boolean; data?: T },
  rowsOf: (data: T) => unknown[],
): PanelState {
  if (query.isPending) return 'loading';
  if (query.isError || query.data === undefined) return 'error';
  return rowsOf(query.data).length === 0 ? 'empty' : 'ready';
}
