import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { instanceToPlain } from 'class-transformer';
import { Repository } from 'typeorm';
import { authConfig, AuthConfig } from '../../config/configuration';
import { checkBrowseFilters } from '../listings/listing-filters';
import type { ListingTypeKey } from '../listings/listing-types';
import type {
  CreateSavedSearchDto,
  SavedQueryDto,
  SavedSearchView,
  UpdateSavedSearchDto,
} from './dto/saved.dto';
import { SavedSearch } from './entities/saved-search.entity';
import { LinkSigner } from '../../common/security/signed-links';
import { SAVED_ERRORS } from './saved-errors';
import type { SavedOwner } from './saved-owner';

/** How many searches one account may follow. */
export const MAX_SAVED_SEARCHES = 50;

export function savedSearchView(row: SavedSearch): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    type: row.listingType,
    query: row.query,
    emailAlerts: row.emailAlerts,
    createdAt: row.createdAt,
  };
}

/** The query as stored: the browse's fields that are set, as plain JSON values. */
function storedQuery(type: ListingTypeKey, query: SavedQueryDto): Record<string, unknown> {
  checkBrowseFilters(type, query);
  const plain = instanceToPlain(query) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(plain).filter(([, value]) => value !== undefined && value !== null),
  );
}

/** Each seller's and buyer's saved searches. */
@Injectable()
export class SavedSearchesService {
  /** Signs the one-click unsubscribe links of the alert e-mails. */
  private readonly unsubscribeSigner: LinkSigner;

  constructor(
    @InjectRepository(SavedSearch) private readonly searches: Repository<SavedSearch>,
    @Inject(authConfig.KEY) auth: AuthConfig,
  ) {
    this.unsubscribeSigner = new LinkSigner(auth.jwtSecret, 'saved-search-unsubscribe');
  }

  /** The page an alert e-mail links to, which turns that search's e-mails off with one click. */
  unsubscribeLink(site: string, searchId: number): string {
    const token = this.unsubscribeSigner.sign(String(searchId));
    return `${site}/unsubscribe?search=${searchId}&token=${token}`;
  }

  async list(owner: SavedOwner): Promise<SavedSearchView[]> {
    const rows = await this.searches.find({
      where: { ownerType: owner.ownerType, ownerId: owner.ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(savedSearchView);
  }

  /** Saves the search; it alerts listings posted from now on. */
  async create(owner: SavedOwner, input: CreateSavedSearchDto): Promise<SavedSearchView> {
    const query = storedQuery(input.type, input.query);
    const count = await this.searches.countBy({
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
    });
    if (count >= MAX_SAVED_SEARCHES) {
      throw new ForbiddenException(
        SAVED_ERRORS.TOO_MANY_SAVED_SEARCHES({ max: MAX_SAVED_SEARCHES }),
      );
    }
    const now = new Date();
    const saved = await this.searches.save(
      this.searches.create({
        ...owner,
        name: input.name,
        listingType: input.type,
        query,
        emailAlerts: input.emailAlerts ?? true,
        checkedUntil: now,
        createdAt: now,
      }),
    );
    return savedSearchView(saved);
  }

  /** Renames it, or turns its e-mails on or off. */
  async update(
    owner: SavedOwner,
    id: number,
    changes: UpdateSavedSearchDto,
  ): Promise<SavedSearchView> {
    const row = await this.own(owner, id);
    if (changes.name !== undefined) row.name = changes.name;
    if (changes.emailAlerts !== undefined) row.emailAlerts = changes.emailAlerts;
    await this.searches.update({ id: row.id }, { name: row.name, emailAlerts: row.emailAlerts });
    return savedSearchView(row);
  }

  async remove(owner: SavedOwner, id: number): Promise<void> {
    const { affected } = await this.searches.delete({
      id,
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
    });
    if (!affected) throw new NotFoundException(SAVED_ERRORS.SAVED_SEARCH_NOT_FOUND());
  }

  /** The e-mail's one-click link: turns that search's e-mails off, no sign-in needed. */
  async unsubscribe(id: number, token: string): Promise<{ name: string }> {
    if (!Number.isSafeInteger(id) || !this.unsubscribeSigner.verifies(String(id), token)) {
      throw new NotFoundException(SAVED_ERRORS.UNSUBSCRIBE_LINK_INVALID());
    }
    const row = await this.searches.findOneBy({ id });
    if (!row) throw new NotFoundException(SAVED_ERRORS.SAVED_SEARCH_NOT_FOUND());
    if (row.emailAlerts) await this.searches.update({ id }, { emailAlerts: false });
    return { name: row.name };
  }

  /** Another account's search is not found: no one learns which ids exist. */
  private async own(owner: SavedOwner, id: number): Promise<SavedSearch> {
    const row = await this.searches.findOneBy({
      id,
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
    });
    if (!row) throw new NotFoundException(SAVED_ERRORS.SAVED_SEARCH_NOT_FOUND());
    return row;
  }
}
