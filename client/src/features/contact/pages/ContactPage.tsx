import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import type { SenderType } from '../api/contact-api';
import { ContactForm } from '../components/ContactForm';
import { InquiryList } from '../components/InquiryList';
import '../i18n';

/** /contact: sellers and buyers write to staff and read the replies, each with their own calls. */
export function ContactPage() {
  const { t } = useTranslation();
  const { isSeller, isBuyer } = useAuth();
  const type: SenderType | null = isSeller ? 'seller' : isBuyer ? 'buyer' : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t('contact.title')}
      </Typography>
      {type ? (
        <Stack spacing={4}>
          <Typography color="text.secondary">{t('contact.intro')}</Typography>
          <ContactForm type={type} />
          <InquiryList type={type} />
        </Stack>
      ) : (
        <Alert severity="warning">{t('contact.userType')}</Alert>
      )}
    </Container>
  );
}
