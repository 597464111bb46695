import type { AuthUser } from '../../common/auth/auth-user';

/** Sellers and buyers keep favourites, saved searches and alerts; ids are per account type. */
export type SavedOwnerType = 'seller' | 'buyer';

export interface SavedOwner {
  ownerType: SavedOwnerType;
  ownerId: number;
}

/** The routes let only sellers and buyers in. */
export function ownerOf(user: AuthUser): SavedOwner {
  return { ownerType: user.userType as SavedOwnerType, ownerId: user.id };
}
