import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { Pager } from '../../../shared/components/Pager';
import { failureText } from '../../../shared/errors/failure-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatMoney } from '../../../shared/format/money';
import { detailPathOf } from '../../listings/listing-types';
import { pagesOf } from '../../listings/paging';
import { StaffPageTitle } from '../../staff/components/StaffPageTitle';
import {
  moderationApi,
  moderationKeys,
  type ModerationAction,
  type QueueEntry,
} from '../api/moderation-api';
import { ListingStatusNotice } from '../components/ListingStatusNotice';
import { ModerationActionDialog } from '../components/ModerationActionDialog';
import '../i18n';

const PAGE_SIZE = 10;
/** Reports shown before "Show all": the reasons' counts sum up the rest. */
const REPORTS_SHOWN = 3;
type View = 'queue' | 'hidden';

const SECTION_COLOR = {
  reported: 'error',
  flagged: 'warning',
  pending: 'info',
  hidden: 'default',
} as const;

/** What a moderator may do with an entry, the likeliest first. */
function actionsOf(entry: QueueEntry): ModerationAction[] {
  // A hidden listing its seller has edited since: restore it, or keep it hidden with a new reason.
  if (entry.listing.status === 'hidden') {
    return entry.flagReason ? ['restore', 'hide', 'remove'] : ['restore', 'remove'];
  }
  const review: ModerationAction[] = entry.listing.status === 'pending' ? ['approve'] : [];
  if (entry.openReports > 0 || entry.flagReason) review.push('dismiss');
  return [...review, 'hide', 'remove'];
}

/**
 * The moderation queue: reported listings (the most reported first), then flagged, then the
 * ones waiting for approval; and the hidden ones, to restore. Each with its reports and actions.
 */
export function ModerationQueuePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'hidden' ? 'hidden' : 'queue';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [acting, setActing] = useState<{ action: ModerationAction; entry: QueueEntry } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const fallback = t('moderation.queue.loadFailed');
  const query = useQuery({
    queryKey: view === 'queue' ? moderationKeys.queue(page) : moderationKeys.hidden(page),
    queryFn: () =>
      view === 'queue'
        ? moderationApi.queue(page, PAGE_SIZE, fallback)
        : moderationApi.hidden(page, PAGE_SIZE, fallback),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: moderationKeys.count,
    queryFn: () => moderationApi.count(fallback),
  }).data?.total;
  const { pages } = pagesOf(query.data ? { total: query.data.total } : undefined, PAGE_SIZE);

  const go = (next: { view?: View; page?: number }) => {
    const target = { view: next.view ?? view, page: next.page ?? 1 };
    setParams({
      ...(target.view === 'hidden' ? { view: 'hidden' } : {}),
      ...(target.page > 1 ? { page: String(target.page) } : {}),
    });
  };

  return (
    <>
      <StaffPageTitle title={t('moderation.queue.title')} />
      <Tabs
        value={view}
        onChange={(_, next: View) => go({ view: next })}
        aria-label={t('moderation.queue.title')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="queue" label={t('moderation.queue.tabQueue', { count: count ?? 0 })} />
        <Tab value="hidden" label={t('moderation.queue.tabHidden')} />
      </Tabs>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingRow text={t('staff.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{failureText(query.error, fallback)}</Alert>
      ) : query.data.entries.length === 0 ? (
        <Alert severity="info">
          {t(view === 'queue' ? 'moderation.queue.empty' : 'moderation.queue.hiddenEmpty')}
        </Alert>
      ) : (
        <>
          <Stack
            component="ul"
            spacing={2}
            aria-label={t('moderation.queue.title')}
            sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {query.data.entries.map((entry) => (
              <li key={entry.postHash}>
                <QueueEntryCard
                  entry={entry}
                  onAct={(action) => {
                    setNotice(null);
                    setActing({ action, entry });
                  }}
                />
              </li>
            ))}
          </Stack>
          <Pager page={page} pages={pages} onChange={(next) => go({ page: next })} />
        </>
      )}
      {acting && (
        <ModerationActionDialog
          action={acting.action}
          entry={acting.entry}
          onClose={(done) => {
            setActing(null);
            if (done) setNotice(done);
          }}
        />
      )}
    </>
  );
}

function QueueEntryCard({
  entry,
  onAct,
}: {
  entry: QueueEntry;
  onAct: (action: ModerationAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const [allReports, setAllReports] = useState(false);
  const { listing } = entry;
  const language = i18n.language;
  const flag = entry.flagReason
    ? t(`moderation.queue.flagReasons.${entry.flagReason}`, { defaultValue: entry.flagReason })
    : null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      aria-label={listing.title}
      data-testid="moderation-entry"
    >
      <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
        <Box
          component="img"
          src={listing.thumbnail}
          alt=""
          sx={{
            width: { xs: 72, sm: 112 },
            height: { xs: 72, sm: 84 },
            objectFit: 'cover',
            borderRadius: 1,
            flexShrink: 0,
          }}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              color={SECTION_COLOR[entry.section]}
              label={t(`moderation.queue.sections.${entry.section}`)}
            />
            {entry.openReports > 0 && (
              <Chip
                size="small"
                variant="outlined"
                label={t('moderation.queue.openReports', { count: entry.openReports })}
              />
            )}
            {entry.reasons.length > 1 &&
              entry.reasons.map(({ reason, count }) => (
                <Chip
                  key={reason}
                  size="small"
                  variant="outlined"
                  label={t('moderation.queue.reasonCount', {
                    reason: t(`moderation.report.reasons.${reason}`),
                    count,
                  })}
                />
              ))}
          </Stack>
          <Link
            component={RouterLink}
            to={detailPathOf(entry.type, entry.postHash)}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {listing.title}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {formatMoney(listing.price, listing.currency, language)} · {listing.city} ·{' '}
            {t('moderation.queue.seller', { id: listing.sellerId })}
          </Typography>
        </Stack>
      </Stack>
      {flag && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('moderation.queue.flagged', { reason: flag })}
        </Alert>
      )}
      {entry.listing.status === 'hidden' && (
        <Box sx={{ mt: 1.5 }}>
          <ListingStatusNotice listing={listing} compact />
        </Box>
      )}
      {entry.reports.length > 0 && (
        <Box component="section" sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {t('moderation.queue.reports')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
            {entry.reports.slice(0, allReports ? undefined : REPORTS_SHOWN).map((report, i) => (
              <Box
                component="li"
                key={`${report.reporter.userType}-${report.reporter.id}-${i}`}
                sx={{ borderLeft: 3, borderColor: 'divider', pl: 1, overflowWrap: 'anywhere' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`moderation.report.reasons.${report.reason}`)}
                </Typography>
                {report.note && <Typography variant="body2">{report.note}</Typography>}
                <Typography variant="caption" color="text.secondary" component="p">
                  {report.reporter.name ||
                    t('moderation.queue.unknownReporter', { id: report.reporter.id })}{' '}
                  ({t(`moderation.queue.reporterTypes.${report.reporter.userType}`)})
                  {report.reporter.email ? ` · ${report.reporter.email}` : ''} ·{' '}
                  {formatDateTime(report.reportedAt, language)}
                </Typography>
              </Box>
            ))}
          </Stack>
          {!allReports && entry.reports.length > REPORTS_SHOWN && (
            <Button size="small" onClick={() => setAllReports(true)} sx={{ mt: 0.5 }}>
              {t('moderation.queue.showAllReports', { count: entry.reports.length })}
            </Button>
          )}
        </Box>
      )}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {actionsOf(entry).map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'remove' ? 'text' : 'outlined'}
            color={action === 'remove' || action === 'hide' ? 'error' : 'primary'}
            onClick={() => onAct(action)}
            aria-label={`${t(`moderation.actions.${action}`)}: ${listing.title}`}
          >
            {t(`moderation.actions.${action}`)}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
