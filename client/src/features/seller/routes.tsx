import type { AppRoute } from '../../app/router/routes';

/** The seller area's pages (userType seller). */
export const SELLER_ROUTES: AppRoute[] = [];
