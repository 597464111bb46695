import { Navigate } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { SUBSCRIBE_PATH } from '../../seller/seller-paths';
import { BUYER_SUBSCRIBE_PATH } from '../subscription-paths';

/**
 * /subscribe, where the low-balance message links: a seller's top-up page, a buyer's subscription
 * page. Staff have nothing to subscribe to.
 */
export function SubscribeRedirect() {
  const { isSeller, isBuyer } = useAuth();
  if (isSeller) return <Navigate to={SUBSCRIBE_PATH} replace />;
  if (isBuyer) return <Navigate to={BUYER_SUBSCRIBE_PATH} replace />;
  return <Navigate to="/unauthorized" replace />;
}
