import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { normalizeEmail } from '../../common/security/email';
import { hashPassword } from '../../common/security/password';
import { generatePublicHash } from '../../common/security/public-hash';
import { Seller } from './entities/seller.entity';

export interface NewSeller {
  email: string;
  password: string;
  sellerFirstName: string;
  sellerLastName: string;
  PhoneNumber: string;
  sellerCountry: string;
  sellerCity: string;
  sellerHash?: string;
}

@Injectable()
export class SellerService {
  constructor(@InjectRepository(Seller) private readonly sellers: Repository<Seller>) {}

  async create(input: NewSeller): Promise<Seller> {
    const { password, ...fields } = input;
    const seller = this.sellers.create({
      ...fields,
      email: normalizeEmail(input.email),
      sellerHash: input.sellerHash ?? generatePublicHash(),
      passwordHash: await hashPassword(password),
    });
    try {
      return await this.sellers.save(seller);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException('A seller account with this email already exists.');
      }
      throw error;
    }
  }

  findByEmail(email: string): Promise<Seller | null> {
    return this.sellers.findOneBy({ email: normalizeEmail(email) });
  }

  findById(sellerId: number): Promise<Seller | null> {
    return this.sellers.findOneBy({ sellerId });
  }

  count(): Promise<number> {
    return this.sellers.count();
  }
}
