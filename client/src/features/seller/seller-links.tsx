import CarRentalIcon from '@mui/icons-material/CarRental';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HistoryIcon from '@mui/icons-material/History';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import HouseIcon from '@mui/icons-material/House';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SubscriptionsIcon from '@mui/icons-material/WorkspacePremium';
import type { ReactNode } from 'react';
import { LISTING_TYPES, type ListingType } from '../listings/listing-types';
import { HISTORY_PATH, ownListPath, POST_PATH, REQUEST_PATH, SUBSCRIBE_PATH } from './seller-paths';

export interface SellerLink {
  to: string;
  labelKey: string;
  icon: ReactNode;
  /** Tile background; every one keeps white text above 4.5:1 contrast. */
  color: string;
}

const TYPE_ICON: Record<ListingType, ReactNode> = {
  carRent: <CarRentalIcon />,
  houseRent: <HolidayVillageIcon />,
  carSell: <DirectionsCarIcon />,
  houseSell: <HouseIcon />,
};

const POST_COLORS: Record<ListingType, string> = {
  carRent: '#078930',
  houseRent: '#00695c',
  carSell: '#2e7d32',
  houseSell: '#33691e',
};
const OWN_COLORS: Record<ListingType, string> = {
  carRent: '#1565c0',
  houseRent: '#283593',
  carSell: '#4527a0',
  houseSell: '#6a1b9a',
};

export const POST_LINKS: SellerLink[] = LISTING_TYPES.map((type) => ({
  to: POST_PATH[type],
  labelKey: `seller.post.${type}`,
  icon: <PostAddIcon />,
  color: POST_COLORS[type],
}));

export const OWN_LINKS: SellerLink[] = LISTING_TYPES.map((type) => ({
  to: ownListPath(type),
  labelKey: `seller.own.${type}`,
  icon: TYPE_ICON[type],
  color: OWN_COLORS[type],
}));

export const OTHER_LINKS: SellerLink[] = [
  {
    to: SUBSCRIBE_PATH,
    labelKey: 'seller.menu.subscribe',
    icon: <SubscriptionsIcon />,
    color: '#ad1457',
  },
  { to: REQUEST_PATH, labelKey: 'seller.menu.request', icon: <InboxIcon />, color: '#bf360c' },
  { to: HISTORY_PATH, labelKey: 'seller.menu.history', icon: <HistoryIcon />, color: '#37474f' },
];

/** The dashboard's tiles: the four post forms, the four own lists, then the rest. */
export const DASHBOARD_LINKS: SellerLink[] = [...POST_LINKS, ...OWN_LINKS, ...OTHER_LINKS];
