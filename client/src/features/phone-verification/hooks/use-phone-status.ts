import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import { phoneKeys, phoneVerificationApi } from '../api/phone-verification-api';

/** The signed-in seller's or buyer's phone status (nothing is asked for staff or visitors). */
export function usePhoneStatus() {
  const { t } = useTranslation();
  const auth = useAuth();
  return useQuery({
    queryKey: phoneKeys.status,
    queryFn: () => phoneVerificationApi.status(t('phone.loadFailed')),
    enabled: auth.isSeller || auth.isBuyer,
  });
}
