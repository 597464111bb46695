import { useParams } from 'react-router-dom';
import type { ListingType } from '../../listings/listing-types';
import { DeleteListingDialog } from '../components/DeleteListingDialog';
import { OwnListingsView } from '../components/OwnListingsView';

/** /seller/{type}/delete/{postHash}: the confirmation over the own list it returns to. */
export function DeleteListingPage({ type }: { type: ListingType }) {
  const postHash = useParams().postHash ?? '';
  return (
    <>
      <OwnListingsView type={type} />
      <DeleteListingDialog key={`${type}/${postHash}`} type={type} postHash={postHash} />
    </>
  );
}
