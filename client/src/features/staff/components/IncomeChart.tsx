import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { IncomeMonth } from '../api/staff-api';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 64, right: 12, top: 12, bottom: 32 };
const GRID_LINES = 4;

/** The smallest 1, 2 or 5 × 10^n at or above the value, so the axis reads in round numbers. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** 'Mar 25' style month labels in the UI language (months are UTC, as the server counts them). */
export function monthLabel(month: string, language = 'en'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(language === 'am' ? 'am-ET' : 'en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** Income and costs by month as paired bars: a few dozen SVG elements, no chart library. */
export function IncomeChart({ months }: { months: IncomeMonth[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const colors = { income: theme.palette.success.main, costs: theme.palette.error.main };
  const top = niceCeiling(Math.max(0, ...months.flatMap((m) => [m.income, m.costsTotal])));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / Math.max(1, months.length);
  const barWidth = Math.min(28, band * 0.36);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const number = new Intl.NumberFormat(i18n.language === 'am' ? 'am-ET' : 'en-US', {
    notation: 'compact',
  });
  // Label every month while they fit, else every second or third one.
  const labelEvery = Math.ceil(months.length / 12);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }} aria-hidden>
        {(['income', 'costs'] as const).map((key) => (
          <Stack key={key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: colors[key], borderRadius: 0.5 }} />
            <Typography variant="body2">{t(`staff.income.legend.${key}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('staff.income.chartLabel')}
        data-testid="income-chart"
        sx={{ width: '100%', height: 'auto', display: 'block', fontFamily: 'inherit' }}
      >
        {Array.from({ length: GRID_LINES + 1 }, (_, i) => {
          const value = (top / GRID_LINES) * i;
          return (
            <g key={i}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                stroke={theme.palette.divider}
              />
              <text
                x={PAD.left - 8}
                y={y(value)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {number.format(value)}
              </text>
            </g>
          );
        })}
        {months.map((m, i) => {
          const center = PAD.left + band * i + band / 2;
          return (
            <g key={m.month}>
              {(['income', 'costs'] as const).map((key, k) => {
                const value = key === 'income' ? m.income : m.costsTotal;
                return (
                  <rect
                    key={key}
                    data-testid={`bar-${key}-${m.month}`}
                    x={center - barWidth - 1 + k * (barWidth + 2)}
                    y={y(value)}
                    width={barWidth}
                    height={Math.max(0, PAD.top + plotHeight - y(value))}
                    fill={colors[key]}
                    rx={2}
                  >
                    <title>{`${monthLabel(m.month, i18n.language)}: ${number.format(value)} ETB`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 && (
                <text
                  x={center}
                  y={HEIGHT - 10}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.secondary}
                >
                  {monthLabel(m.month, i18n.language)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
    </Box>
  );
}
