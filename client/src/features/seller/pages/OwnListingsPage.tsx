import type { ListingType } from '../../listings/listing-types';
import { OwnListingsView } from '../components/OwnListingsView';

/** /seller/carRent, /seller/houseRent, /seller/carSell, /seller/houseSell. */
export function OwnListingsPage({ type }: { type: ListingType }) {
  return <OwnListingsView type={type} />;
}
