import Box from '@mui/material/Box';
import { useTranslation } from '../../../app/i18n/use-translation';

interface BadgeProps {
  label: string;
  text: string;
  background: string;
  color: string;
  /** A small card drawn before the text (the bank-card badge). */
  card?: boolean;
}

/** A drawn badge rather than the providers' artwork: no external images, and it scales crisply. */
function Badge({ label, text, background, color, card }: BadgeProps) {
  const textX = card ? 57 : 44;
  return (
    <svg width="88" height="40" viewBox="0 0 88 40" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="87" height="39" rx="8" fill={background} stroke="#d0d7de" />
      {card && (
        <g>
          <rect
            x="8"
            y="11"
            width="26"
            height="18"
            rx="3"
            fill="none"
            stroke={color}
            strokeWidth="2"
          />
          <rect x="7" y="15" width="24" height="4" fill={color} />
        </g>
      )}
      <text
        x={textX}
        y="25"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={card ? 11 : 13}
        fontWeight="700"
        fill={color}
      >
        {text}
      </text>
    </svg>
  );
}

/** What the checkout accepts: telebirr, CBE Birr and bank cards. */
export function PaymentMethodLogos() {
  const { t } = useTranslation();
  const badges: BadgeProps[] = [
    {
      label: t('payment.methods.telebirr'),
      text: 'telebirr',
      background: '#e8f1fb',
      color: '#0b5cab',
    },
    {
      label: t('payment.methods.cbeBirr'),
      text: 'CBE Birr',
      background: '#f3ecf8',
      color: '#6a2c8e',
    },
    {
      label: t('payment.methods.card'),
      text: 'CARD',
      background: '#eef5e6',
      color: '#2e6b12',
      card: true,
    },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('payment.methods.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {badges.map((badge) => (
        <Box component="li" key={badge.text} sx={{ display: 'flex' }}>
          <Badge {...badge} />
        </Box>
      ))}
    </Box>
  );
}
