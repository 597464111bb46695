import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { Link as RouterLink } from '../router/links';
import { useAuth } from '../auth/AuthProvider';
import { footerCallFor } from './navigation';

export function Footer() {
  const { t } = useTranslation();
  const call = footerCallFor(useAuth(), useLocation().pathname);
  return (
    <Box component="footer" sx={{ bgcolor: '#0f2a17', color: '#e8f3ea', mt: 6 }}>
      <Container sx={{ py: 5 }}>
        {call && (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h3" component="p" gutterBottom>
                {t(`footer.cta.${call.role}.title`)}
              </Typography>
              <Typography variant="body1" sx={{ opacity: 0.85 }}>
                {t(`footer.cta.${call.role}.text`)}
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to={call.to}
              variant="contained"
              color="secondary"
              size="large"
              sx={{ flexShrink: 0 }}
            >
              {t(`footer.cta.${call.role}.button`)}
            </Button>
          </Stack>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            // Set off from the call to action above, when there is one.
            ...(call && { mt: 4, pt: 2, borderTop: '1px solid rgba(255,255,255,0.15)' }),
            justifyContent: 'space-between',
          }}
        >
          <Link component={RouterLink} to="/about" color="inherit">
            {t('footer.aboutLink')}
          </Link>
          <Typography variant="body2" sx={{ opacity: 0.75 }}>
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
