import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import type { AlertsMeta, AlertView } from './dto/saved.dto';
import { SavedAlert } from './entities/saved-alert.entity';
import { SAVED_ERRORS } from './saved-errors';
import type { SavedOwner } from './saved-owner';
import { snapshotView } from './snapshots';

export function alertView(row: SavedAlert): AlertView {
  return {
    id: row.id,
    kind: row.kind,
    savedSearchId: row.savedSearchId,
    searchName: row.searchName,
    listing: snapshotView(row.listing),
    previousPrice: row.previousPrice,
    read: row.readAt !== null,
    createdAt: row.createdAt,
  };
}

/** The in-app side of the alerts: the list, the unread count, marking them read. */
@Injectable()
export class AlertsService {
  constructor(@InjectRepository(SavedAlert) private readonly alerts: Repository<SavedAlert>) {}

  async page(
    owner: SavedOwner,
    paging: PageQueryDto,
  ): Promise<{ data: AlertView[]; meta: AlertsMeta }> {
    const mine = { ownerType: owner.ownerType, ownerId: owner.ownerId };
    const [rows, total] = await this.alerts.findAndCount({
      where: mine,
      order: { id: 'DESC' },
      skip: (paging.page - 1) * paging.pageSize,
      take: paging.pageSize,
    });
    return {
      data: rows.map(alertView),
      meta: {
        page: paging.page,
        pageSize: paging.pageSize,
        total,
        unread: await this.unread(owner),
      },
    };
  }

  unread(owner: SavedOwner): Promise<number> {
    return this.alerts.countBy({
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      readAt: IsNull(),
    });
  }

  async markRead(owner: SavedOwner, id: number): Promise<void> {
    const row = await this.alerts.findOneBy({
      id,
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
    });
    if (!row) throw new NotFoundException(SAVED_ERRORS.ALERT_NOT_FOUND());
    if (!row.readAt) await this.alerts.update({ id }, { readAt: new Date() });
  }

  async markAllRead(owner: SavedOwner): Promise<void> {
    await this.alerts.update(
      { ownerType: owner.ownerType, ownerId: owner.ownerId, readAt: IsNull() },
      { readAt: new Date() },
    );
  }
}
