import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/unique-violation';
import type { PaymentProviderName } from '../entities/payment.entity';
import { SandboxPayment } from '../entities/sandbox-payment.entity';

/**
 * The sandbox providers' objects in the database: a checkout started on one instance is paid on
 * another, and a double click on two instances changes an object's status once.
 */
@Injectable()
export class SandboxStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(SandboxPayment);
  }

  /** Records a new object; false when its reference was used before. */
  async add<T extends { status: string }>(
    provider: PaymentProviderName,
    reference: string,
    object: T,
  ): Promise<boolean> {
    try {
      await this.rows.insert({ provider, reference, status: object.status, body: object });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async find<T extends { status: string }>(
    provider: PaymentProviderName,
    reference: string,
  ): Promise<T | null> {
    const row = await this.rows.findOneBy({ provider, reference });
    return row ? (row.body as T) : null;
  }

  /** Replaces the object while its status is still `from`; false when another call changed it first. */
  async replace<T extends { status: string }>(
    provider: PaymentProviderName,
    reference: string,
    from: string,
    object: T,
  ): Promise<boolean> {
    const result = await this.rows.update(
      { provider, reference, status: from },
      { status: object.status, body: object },
    );
    return !!result.affected;
  }
}
