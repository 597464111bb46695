import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { ListingType } from '../../listings/listing-types';

export type Favourite = components['schemas']['FavouriteView'];
export type SavedSearch = components['schemas']['SavedSearchView'];
export type Alert = components['schemas']['AlertView'];
export type AlertsPage = components['schemas']['AlertsResponse'];

export const savedKeys = {
  favourites: ['saved', 'favourites'] as const,
  searches: ['saved', 'searches'] as const,
  alerts: (page: number) => ['saved', 'alerts', page] as const,
  allAlerts: ['saved', 'alerts'] as const,
  unread: ['saved', 'unread'] as const,
};

/** Favourites, saved searches and alerts of the signed-in seller or buyer. */
export const savedApi = {
  async favourites(fallback: string): Promise<Favourite[]> {
    return (await unwrap(api.GET('/api/favourites'), fallback)).data;
  },

  async addFavourite(postHash: string, fallback: string): Promise<Favourite> {
    const call = api.PUT('/api/favourites/{postHash}', { params: { path: { postHash } } });
    return (await unwrap(call, fallback)).data;
  },

  async removeFavourite(postHash: string, fallback: string): Promise<void> {
    const call = api.DELETE('/api/favourites/{postHash}', { params: { path: { postHash } } });
    await unwrap(call, fallback);
  },

  async searches(fallback: string): Promise<SavedSearch[]> {
    return (await unwrap(api.GET('/api/saved-searches'), fallback)).data;
  },

  async saveSearch(
    input: {
      name: string;
      type: ListingType;
      query: Record<string, string>;
      emailAlerts: boolean;
    },
    fallback: string,
  ): Promise<SavedSearch> {
    const body = input as components['schemas']['CreateSavedSearchDto'];
    return (await unwrap(api.POST('/api/saved-searches', { body }), fallback)).data;
  },

  async updateSearch(
    id: number,
    changes: { name?: string; emailAlerts?: boolean },
    fallback: string,
  ): Promise<SavedSearch> {
    const call = api.PATCH('/api/saved-searches/{id}', {
      params: { path: { id } },
      body: changes,
    });
    return (await unwrap(call, fallback)).data;
  },

  async deleteSearch(id: number, fallback: string): Promise<void> {
    await unwrap(api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } }), fallback);
  },

  async alerts(page: number, fallback: string): Promise<AlertsPage> {
    const call = api.GET('/api/alerts', { params: { query: { page, pageSize: 20 } } });
    return unwrap(call, fallback);
  },

  async unread(fallback: string): Promise<number> {
    return (await unwrap(api.GET('/api/alerts/unread'), fallback)).data.unread;
  },

  async markRead(id: number, fallback: string): Promise<void> {
    await unwrap(api.POST('/api/alerts/{id}/read', { params: { path: { id } } }), fallback);
  },

  async markAllRead(fallback: string): Promise<void> {
    await unwrap(api.POST('/api/alerts/read'), fallback);
  },

  async unsubscribe(search: number, token: string, fallback: string): Promise<string> {
    const call = api.POST('/api/saved-searches/unsubscribe', { body: { search, token } });
    return (await unwrap(call, fallback)).data.name;
  },
};
