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
export async function measure(url, options) {
  return summarize([await load(url, options)]);
}

/** One load run as it went: every answered request's time, and the counts summarize() adds up. */
export async function load(url, { connections, duration, warmup, headers = {} }) {
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
  return {
    times,
    seconds: result.duration,
    requests: result.requests.total,
    bytes: result.throughput.total,
    errors: result.errors + result.timeouts + result.non2xx,
    refused,
    timeouts: result.timeouts,
  };
}

/** Load runs of one URL as one: requests over their summed time, percentiles of all answers. */
export function summarize(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const times = runs.flatMap((run) => run.times).sort((a, b) => a - b);
  const requests = sum('requests');
  return {
    requestsPerSecond: requests / sum('seconds'),
    requests,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: sum('errors'),
    answered: times.length,
    refused: sum('refused'),
    timeouts: sum('timeouts'),
    bytesPerResponse: requests ? sum('bytes') / requests : 0,
  };
}
