// The benchmark chart: an SVG of requests/s and p95 latency, app beside ceiling, per endpoint
// and database size. Plain SVG text so it renders on GitHub and in any browser.

const APP = '#078930';
const CEILING = '#9e9e9e';
const escape = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 1, 2, 2.5 or 5 × 10^k at or above `value`. */
function niceCeil(value) {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((n) => n >= value);
}

const shortSize = (n) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));
const shortNumber = (n) =>
  n === 0
    ? '0'
    : n >= 100
      ? Math.round(n).toLocaleString('en')
      : n >= 10
        ? n.toFixed(0)
        : n.toFixed(1);

function panel({ x, y, width, height, title, sizes, values, unit, ratioLabels }) {
  const max = niceCeil(
    Math.max(...values.flatMap((v) => [v.app, v.ceiling]).filter(Number.isFinite)),
  );
  const out = [
    `<text x="${x + width / 2}" y="${y - 10}" text-anchor="middle" font-weight="600">${escape(title)}</text>`,
  ];
  for (let i = 0; i <= 4; i++) {
    const gy = y + height - (height * i) / 4;
    out.push(
      `<line x1="${x}" x2="${x + width}" y1="${gy}" y2="${gy}" stroke="#e0e0e0"/>`,
      `<text x="${x - 4}" y="${gy + 4}" text-anchor="end" font-size="10" fill="#616161">${shortNumber((max * i) / 4)}</text>`,
    );
  }
  const group = width / sizes.length;
  const bar = Math.min(26, (group - 12) / 2);
  sizes.forEach((size, i) => {
    const cx = x + group * i + group / 2;
    const pair = [
      ['app', values[i].app, APP, cx - bar],
      ['ceiling', values[i].ceiling, CEILING, cx],
    ];
    for (const [, value, color, bx] of pair) {
      if (!Number.isFinite(value)) continue;
      const h = (height * value) / max;
      out.push(
        `<rect x="${bx}" y="${y + height - h}" width="${bar}" height="${h}" fill="${color}"/>`,
      );
    }
    if ([values[i].app, values[i].ceiling].every((v) => !(v > 0))) {
      out.push(
        `<text x="${cx}" y="${y + height - 8}" text-anchor="middle" font-size="10" fill="#c62828">no answer</text>`,
        `<text x="${cx}" y="${y + height - 20}" text-anchor="middle" font-size="10" fill="#c62828">timed out:</text>`,
      );
    }
    if (ratioLabels && Number.isFinite(values[i].app) && values[i].ceiling > 0) {
      const top = y + height - (height * Math.max(values[i].app, values[i].ceiling)) / max;
      out.push(
        `<text x="${cx}" y="${top - 4}" text-anchor="middle" font-size="10">${Math.round((100 * values[i].app) / values[i].ceiling)}%</text>`,
      );
    }
    out.push(
      `<text x="${cx}" y="${y + height + 14}" text-anchor="middle" font-size="11">${shortSize(size)}</text>`,
    );
  });
  out.push(
    `<text x="${x + width / 2}" y="${y + height + 30}" text-anchor="middle" font-size="10" fill="#616161">listings · ${escape(unit)}</text>`,
  );
  return out.join('\n');
}

export function chartSvg(report) {
  const sizes = report.sizes.map((s) => s.size);
  const endpoints = report.sizes[0]?.endpoints ?? [];
  const panelWidth = 190;
  const gap = 50;
  const left = 60;
  // One panel per endpoint side by side, however many are measured.
  const width = Math.max(980, left + endpoints.length * (panelWidth + gap));
  const rows = [
    {
      title: 'Requests per second at 32 connections (higher is better; % = app ÷ ceiling)',
      key: 'requestsPerSecond',
      unit: 'req/s',
      ratio: true,
    },
    {
      title: 'p95 latency at 32 connections (lower is better)',
      key: 'p95',
      unit: 'ms',
      ratio: false,
    },
  ];
  const height = 620;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${left}" y="26" font-size="15" font-weight="700">Gebeya API under load (${escape(report.machine.database)}, ${report.machine.cores} cores)</text>`,
    `<rect x="${width - 290}" y="14" width="12" height="12" fill="${APP}"/><text x="${width - 274}" y="24">the app (NestJS)</text>`,
    `<rect x="${width - 160}" y="14" width="12" height="12" fill="${CEILING}"/><text x="${width - 144}" y="24">ceiling (node:http)</text>`,
  ];
  rows.forEach((row, r) => {
    const top = 70 + r * 290;
    parts.push(
      `<text x="${left}" y="${top - 24}" font-size="13" font-weight="600" fill="#424242">${escape(row.title)}</text>`,
    );
    endpoints.forEach((endpoint, e) => {
      parts.push(
        panel({
          x: left + e * (panelWidth + gap),
          y: top + 16,
          width: panelWidth,
          height: 180,
          title: endpoint.label,
          sizes,
          unit: row.unit,
          ratioLabels: row.ratio,
          values: report.sizes.map((s) => {
            const m = s.endpoints.find((x) => x.key === endpoint.key);
            return { app: m.app[row.key], ceiling: m.ceiling[row.key] };
          }),
        }),
      );
    });
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
