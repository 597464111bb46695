import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { normalizeEmail } from '../../common/security/email';
import { hashPassword } from '../../common/security/password';
import { generatePublicHash } from '../../common/security/public-hash';
import { Buyer } from './entities/buyer.entity';

export interface NewBuyer {
  email: string;
  password: string;
  buyerFirstName: string;
  buyerLastName: string;
  PhoneNumber: string;
  buyerCity: string;
  buyerHash?: string;
}

@Injectable()
export class BuyerService {
  constructor(@InjectRepository(Buyer) private readonly buyers: Repository<Buyer>) {}

  async create(input: NewBuyer): Promise<Buyer> {
    const { password, ...fields } = input;
    const buyer = this.buyers.create({
      ...fields,
      email: normalizeEmail(input.email),
      buyerHash: input.buyerHash ?? generatePublicHash(),
      passwordHash: await hashPassword(password),
    });
    try {
      return await this.buyers.save(buyer);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException('A buyer account with this email already exists.');
      }
      throw error;
    }
  }

  findByEmail(email: string): Promise<Buyer | null> {
    return this.buyers.findOneBy({ email: normalizeEmail(email) });
  }

  findById(buyerId: number): Promise<Buyer | null> {
    return this.buyers.findOneBy({ buyerId });
  }
}
