import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { BuyerRequest } from '../../requests/api/requests-api';

interface BuyerChoiceProps {
  requests: BuyerRequest[];
  /** The listing being marked: buyers who asked about it come first. */
  postHash: string;
  value: string;
  onChange: (buyerId: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The buyers who sent the seller a request, one to choose. */
export function BuyerChoice({
  requests,
  postHash,
  value,
  onChange,
  error,
  disabled,
}: BuyerChoiceProps) {
  const { t } = useTranslation();
  const aboutThis = (r: BuyerRequest) => r.postHash === postHash;
  const ordered = [...requests.filter(aboutThis), ...requests.filter((r) => !aboutThis(r))];
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel id="mark-done-buyer">{t('history.mark.chooseBuyer')}</FormLabel>
      <RadioGroup
        aria-labelledby="mark-done-buyer"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {ordered.map((r) => (
          <FormControlLabel
            key={r.buyerRequestId}
            value={String(r.buyerId)}
            control={<Radio />}
            sx={{ py: 0.5 }}
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {`${r.buyerFirstName} ${r.buyerLastName}`}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {`${r.PhoneNumber} · ${r.buyerCity}`}
                </Typography>
                {aboutThis(r) && (
                  <Chip size="small" color="primary" label={t('history.mark.aboutThis')} />
                )}
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
