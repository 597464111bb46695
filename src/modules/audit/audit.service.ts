import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { fetchTablePage } from '../../common/paging/table-page';
import { AuditQueryDto, AuditSort } from './dto/audit-query.dto';
import { AuditEntry } from './entities/audit-entry.entity';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** The log of staff actions. Written in the action's own transaction when it has one. */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(actor: AuthUser, record: AuditRecord, manager?: EntityManager): Promise<void> {
    const repository = (manager ?? this.dataSource.manager).getRepository(AuditEntry);
    await repository.save(
      repository.create({
        actorId: actor.id,
        actorLevel: actor.staffLevel ?? 0,
        action: record.action,
        targetType: record.targetType,
        targetId: String(record.targetId),
        details: record.details ?? null,
      }),
    );
  }

  page(query: AuditQueryDto) {
    const qb = this.dataSource.getRepository(AuditEntry).createQueryBuilder('a');
    if (query.action) qb.andWhere('a.action = :action', { action: query.action });
    if (query.actorId) qb.andWhere('a.actorId = :actorId', { actorId: query.actorId });
    return fetchTablePage<AuditEntry, AuditSort>(qb, query, {
      sortable: { createdAt: 'a.createdAt', action: 'a.action', actorId: 'a.actorId' },
      defaultSort: 'createdAt',
      defaultOrder: 'desc',
      tieBreaker: 'a.id',
      searchable: [{ column: 'a.action' }, { column: 'a.targetType' }, { column: 'a.targetId' }],
    });
  }
}
