import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import { fetchQueueCount, QUEUE_COUNT_KEY } from '../api/queue-count';

/** How often the badge looks at the queue while a moderator has the site open. */
const COUNT_REFRESH_MS = 60_000;

/** The queue's length for managers and admins (the menu badge); undefined for anyone else. */
export function useModerationQueueCount(): number | undefined {
  const { t } = useTranslation();
  const { employeeRole } = useAuth();
  const moderates = employeeRole === 2 || employeeRole === 3;
  const count = useQuery({
    queryKey: QUEUE_COUNT_KEY,
    queryFn: () => fetchQueueCount(t('moderation.queue.loadFailed')),
    enabled: moderates,
    refetchInterval: COUNT_REFRESH_MS,
  }).data?.total;
  return moderates ? count : undefined;
}
