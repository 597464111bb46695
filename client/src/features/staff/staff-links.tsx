import AddIcon from '@mui/icons-material/PersonAddAlt1';
import BadgeIcon from '@mui/icons-material/Badge';
import CarRentalIcon from '@mui/icons-material/CarRental';
import ChatIcon from '@mui/icons-material/Chat';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import HistoryIcon from '@mui/icons-material/History';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import HouseIcon from '@mui/icons-material/House';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ReactNode } from 'react';
import type { TileLink } from '../../shared/components/LinkTiles';
import type { ListingType } from '../listings/listing-types';
import { MODERATION_PATH } from '../moderation/moderation-paths';
import { ADMINS, MANAGERS, STAFF_PATHS, staffListingsPath, type StaffLevel } from './staff-paths';
import '../moderation/i18n';

export interface StaffLink extends TileLink {
  /** The levels that may open the page (the spec's §6). */
  levels: StaffLevel[];
}

const listingLink = (type: ListingType, icon: ReactNode, color: string): StaffLink => ({
  to: staffListingsPath(type),
  labelKey: `staff.tiles.${type}`,
  icon,
  color,
  levels: MANAGERS,
});

/** The dashboard tiles in the spec's order, plus the audit log for admins. */
export const STAFF_LINKS: StaffLink[] = [
  {
    to: STAFF_PATHS.employees,
    labelKey: 'staff.tiles.employees',
    icon: <BadgeIcon />,
    color: '#1565c0',
    levels: MANAGERS,
  },
  {
    to: STAFF_PATHS.addEmployee,
    labelKey: 'staff.tiles.addEmployee',
    icon: <AddIcon />,
    color: '#283593',
    levels: ADMINS,
  },
  {
    to: STAFF_PATHS.sellers,
    labelKey: 'staff.tiles.sellers',
    icon: <StorefrontIcon />,
    color: '#00695c',
    levels: MANAGERS,
  },
  listingLink('carRent', <CarRentalIcon />, '#2e7d32'),
  listingLink('carSell', <DirectionsCarIcon />, '#33691e'),
  listingLink('houseRent', <HolidayVillageIcon />, '#4527a0'),
  listingLink('houseSell', <HouseIcon />, '#6a1b9a'),
  {
    to: STAFF_PATHS.buyers,
    labelKey: 'staff.tiles.buyers',
    icon: <PeopleIcon />,
    color: '#ad1457',
    levels: MANAGERS,
  },
  {
    to: STAFF_PATHS.sellerContact,
    labelKey: 'staff.tiles.sellerContact',
    icon: <ChatIcon />,
    color: '#bf360c',
    levels: MANAGERS,
  },
  {
    to: STAFF_PATHS.buyerContact,
    labelKey: 'staff.tiles.buyerContact',
    icon: <QuestionAnswerIcon />,
    color: '#c62828',
    levels: MANAGERS,
  },
  {
    to: STAFF_PATHS.history,
    labelKey: 'staff.tiles.history',
    icon: <HistoryIcon />,
    color: '#37474f',
    levels: MANAGERS,
  },
  {
    to: STAFF_PATHS.costs,
    labelKey: 'staff.tiles.costs',
    icon: <PaymentsIcon />,
    color: '#6d4c41',
    levels: MANAGERS,
  },
  {
    to: STAFF_PATHS.income,
    labelKey: 'staff.tiles.income',
    icon: <TrendingUpIcon />,
    color: '#005b4f',
    levels: MANAGERS,
  },
  {
    to: MODERATION_PATH,
    labelKey: 'moderation.queue.menu',
    icon: <GppMaybeIcon />,
    color: '#b71c1c',
    levels: MANAGERS,
  },
  {
    to: STAFF_PATHS.audit,
    labelKey: 'staff.tiles.audit',
    icon: <ManageSearchIcon />,
    color: '#424242',
    levels: ADMINS,
  },
];

/** The links a staff member of this level sees. */
export function linksFor(level: number | null): StaffLink[] {
  return STAFF_LINKS.filter((link) => level !== null && (link.levels as number[]).includes(level));
}
