// HTTP load with autocannon: requests per second and latency percentiles of one URL.
import autocannon from 'autocannon';

/** A request without an answer after this long counts as an error (autocannon's default). */
export const TIMEOUT_SECONDS = 10;

/** The q-th percentile (0–100) of ascending numbers, nearest rank. */
export function percentile(sorted, q) {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * Loads `url` with `connections` keep-alive connections for `duration` seconds after a warm-up.
 * autocannon's own percentiles skip p95, so every response time is kept and ranked here.
 */
export async function measure(url, { connections, duration, warmup, headers = {} }) {
  const times = [];
  let refused = 0;
  const instance = autocannon({
    url,
    connections,
    duration,
    headers,
    timeout: TIMEOUT_SECONDS,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
  });
  instance.on('response', (_client, status, _bytes, time) => {
    if (status >= 200 && status < 300) times.push(time);
    // The app's answer when no pooled database connection frees up in time.
    if (status === 503) refused += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    answered: times.length,
    refused,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
