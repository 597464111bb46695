import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One staff action: who (employee id and level at the time), what, on what, and when. */
@Entity('audit_log')
@Index('IDX_audit_log_created', ['createdAt'])
@Index('IDX_audit_log_actor_created', ['actorId', 'createdAt'])
@Index('IDX_audit_log_action_created', ['action', 'createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** The employee who acted. Kept when the employee is deleted later. */
  @Column({ type: 'int' })
  actorId: number;

  @Column({ type: 'smallint' })
  actorLevel: number;

  /** e.g. 'employee.create', 'listing.remove', 'cost.create'. */
  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** 'employee', 'listing', 'cost', 'seller', 'buyer'. */
  @Column({ type: 'varchar', length: 20 })
  targetType: string;

  /** The target's public id (employeeHash, postHash) or row id. */
  @Column({ type: 'varchar', length: 64 })
  targetId: string;

  /** What changed or why, never a password or its hash. */
  @Column({ type: 'simple-json', nullable: true })
  details: Record<string, unknown> | null;

  @CreateDateColumn()
  createdAt: Date;
}
