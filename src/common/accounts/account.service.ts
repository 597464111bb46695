import { ConflictException } from '@nestjs/common';
import { EntityManager, FindOptionsWhere, In, MoreThanOrEqual, Repository } from 'typeorm';
import type { StaffLevel, UserType } from '../auth/auth-user';
import { SelectStatements } from '../database/select-statements';
import { isUniqueViolation } from '../database/unique-violation';
import { ACCOUNT_ERRORS } from '../errors/account-errors';
import type { ErrorMaker } from '../errors/coded-error';
import { normalizeEmail } from '../security/email';
import { hashPassword } from '../security/password';
import { generatePublicHash } from '../security/public-hash';

/** The columns every account type (seller, buyer, employee) has under the same name. */
export interface AccountColumns {
  email: string;
  passwordHash: string;
  tokenVersion: number;
  PhoneNumber: string;
}

export interface AccountShape<T> {
  /** Also the prefix of the type's own column names: sellerFirstName, buyerLastName, … */
  userType: UserType;
  /** The primary key property, e.g. 'sellerId'. */
  idKey: keyof T & string;
  /** The public 26-character hash property, e.g. 'sellerHash'. */
  hashKey: keyof T & string;
  /** When the account was created, e.g. 'sellerAddedDate'. */
  addedKey: keyof T & string;
}

const EMAIL_TAKEN: Record<UserType, ErrorMaker> = {
  seller: ACCOUNT_ERRORS.SELLER_EMAIL_TAKEN,
  buyer: ACCOUNT_ERRORS.BUYER_EMAIL_TAKEN,
  employee: ACCOUNT_ERRORS.EMPLOYEE_EMAIL_TAKEN,
};

/** One account of any type, as sign-in, the guard and password reset see it. */
export interface SignInAccount {
  userType: UserType;
  id: number;
  email: string;
  passwordHash: string;
  tokenVersion: number;
  active: boolean;
  staffLevel?: StaffLevel;
  /** The spec's userDetails for the login reply and the session. */
  userDetails: Record<string, unknown>;
}

/** What a presented token is checked against: the account's token version, state and level. */
export interface TokenHolder {
  userType: UserType;
  id: number;
  tokenVersion: number;
  active: boolean;
  staffLevel?: StaffLevel;
}

/** Who an account belongs to, for a payment provider's checkout or a greeting. */
export interface AccountPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

type NewAccount<T> = Omit<Partial<T>, 'passwordHash' | 'tokenVersion'> & {
  email: string;
  password: string;
};

/**
 * Storage shared by the three account types: e-mails kept lower-cased (unique per type whatever
 * the case), passwords hashed, public hashes generated, and token versions for revocation.
 */
export abstract class AccountService<T extends AccountColumns> {
  /** Reads made on every signed-in request or listing page, their SQL rendered once. */
  protected readonly statements: SelectStatements;

  protected constructor(
    protected readonly repository: Repository<T>,
    private readonly shape: AccountShape<T>,
  ) {
    this.statements = new SelectStatements(repository.manager.connection);
  }

  /**
   * Creates the account and whatever it starts with (`opened`) in one transaction: the caller's
   * when a manager is given. Everything runs on that transaction's connection, so a create never
   * waits for a second pooled connection while holding one.
   */
  async create(input: NewAccount<T>, manager?: EntityManager): Promise<T> {
    const { password, ...fields } = input;
    // Hashed before the transaction starts: it is the slow part and needs no connection.
    const passwordHash = await hashPassword(password);
    const insert = async (within: EntityManager): Promise<T> => {
      const repository = within.getRepository(this.repository.target);
      const account = repository.create({
        ...fields,
        email: normalizeEmail(input.email),
        [this.shape.hashKey]:
          (input as Record<string, unknown>)[this.shape.hashKey] ?? generatePublicHash(),
        passwordHash,
      } as unknown as T);
      try {
        const saved = await repository.save(account);
        await this.opened(saved, within);
        return saved;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const emailTaken = await repository.existsBy({
          email: normalizeEmail(input.email),
        } as FindOptionsWhere<T>);
        throw new ConflictException(
          emailTaken ? EMAIL_TAKEN[this.shape.userType]() : ACCOUNT_ERRORS.ACCOUNT_HASH_TAKEN(),
        );
      }
    };
    return manager ? insert(manager) : this.repository.manager.transaction(insert);
  }

  /** What a new account of this type starts with, written in the transaction that creates it. */
  protected opened(_account: T, _manager: EntityManager): Promise<void> {
    return Promise.resolve();
  }

  findByEmail(email: string): Promise<T | null> {
    return this.repository.findOneBy({ email: normalizeEmail(email) } as FindOptionsWhere<T>);
  }

  findById(id: number): Promise<T | null> {
    return this.repository.findOneBy({ [this.shape.idKey]: id } as FindOptionsWhere<T>);
  }

  /** The accounts among these ids that exist, in no particular order. */
  findByIds(ids: number[]): Promise<T[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.repository.findBy({
      [this.shape.idKey]: In([...new Set(ids)]),
    } as FindOptionsWhere<T>);
  }

  /** The primary key's column, for query-builder conditions. */
  protected get idColumn(): string {
    return this.shape.idKey;
  }

  /** A text column named after the type, e.g. `sellerFirstName` for 'FirstName'. */
  private own(account: T, column: 'FirstName' | 'LastName'): string {
    return (account as unknown as Record<string, string>)[`${this.shape.userType}${column}`];
  }

  /** The account as sign-in sees it: userDetails with the spec's per-type names. */
  protected signInViewOf(account: T): SignInAccount {
    const type = this.shape.userType;
    const id = Number(account[this.shape.idKey]);
    return {
      userType: type,
      id,
      email: account.email,
      passwordHash: account.passwordHash,
      tokenVersion: account.tokenVersion,
      active: true,
      userDetails: {
        [`${type}Id`]: id,
        [`${type}Email`]: account.email,
        [`${type}FirstName`]: this.own(account, 'FirstName'),
        [`${type}LastName`]: this.own(account, 'LastName'),
        [`${type}Hash`]: account[this.shape.hashKey],
        PhoneNumber: account.PhoneNumber,
      },
    };
  }

  private personOf(account: T): AccountPerson {
    return {
      email: account.email,
      firstName: this.own(account, 'FirstName'),
      lastName: this.own(account, 'LastName'),
      phone: account.PhoneNumber,
    };
  }

  async findSignIn(id: number): Promise<SignInAccount | null> {
    const account = await this.findById(id);
    return account ? this.signInViewOf(account) : null;
  }

  /**
   * The account a token names, reading only what the check needs (no entity is built): every
   * signed-in request asks, so its SQL text is rendered once and sent with the id.
   */
  async findTokenHolder(id: number): Promise<TokenHolder | null> {
    const [row] = await this.statements.rows(
      'token-holder',
      (values) => {
        const qb = this.repository
          .createQueryBuilder('a')
          .select(`a.${this.shape.idKey}`, 'id')
          .addSelect('a.tokenVersion', 'tokenVersion');
        for (const column of this.tokenColumns()) qb.addSelect(`a.${column}`, column);
        return qb.where(`a.${this.shape.idKey} = :id`, values).limit(1);
      },
      { id },
    );
    if (!row) return null;
    return {
      userType: this.shape.userType,
      id: Number(row.id),
      tokenVersion: Number(row.tokenVersion),
      active: true,
      ...this.tokenStateOf(row),
    };
  }

  /** Columns the token check reads beyond the id and token version (staff: active, level). */
  protected tokenColumns(): string[] {
    return [];
  }

  /** The token check's view of those columns, as read raw. */
  protected tokenStateOf(_row: Record<string, unknown>): Partial<TokenHolder> {
    return {};
  }

  async findSignInByEmail(email: string): Promise<SignInAccount | null> {
    const account = await this.findByEmail(email);
    return account ? this.signInViewOf(account) : null;
  }

  async findPerson(id: number): Promise<AccountPerson | null> {
    const account = await this.findById(id);
    return account ? this.personOf(account) : null;
  }

  /** Accounts created at or after `since`. */
  countAddedSince(since: Date): Promise<number> {
    return this.repository.countBy({
      [this.shape.addedKey]: MoreThanOrEqual(since),
    } as FindOptionsWhere<T>);
  }

  count(): Promise<number> {
    return this.repository.count();
  }

  /** Sets a new password and revokes every token issued before. */
  async changePassword(id: number, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ passwordHash, tokenVersion: () => 'tokenVersion + 1' } as never)
      .where(`${this.shape.idKey} = :id`, { id })
      .execute();
  }
}

/** The columns of an account whose phone number is confirmed by SMS (sellers and buyers). */
export interface PhoneAccountColumns extends AccountColumns {
  /** When the current PhoneNumber was confirmed by a code sent to it; null until then. */
  phoneVerifiedAt: Date | null;
}

/** An account's phone number and whether it is confirmed. */
export interface AccountPhone {
  phoneNumber: string;
  verifiedAt: Date | null;
}

/** Account storage for the types whose phone number is confirmed by an SMS code. */
export abstract class PhoneAccountService<T extends PhoneAccountColumns> extends AccountService<T> {
  async phoneOf(id: number): Promise<AccountPhone | null> {
    const account = await this.findById(id);
    return account
      ? { phoneNumber: account.PhoneNumber, verifiedAt: account.phoneVerifiedAt ?? null }
      : null;
  }

  /**
   * Marks `phoneNumber` confirmed, only if it is still the account's number (it may have changed
   * since the code was sent). False when it is not.
   */
  async markPhoneVerified(id: number, phoneNumber: string, at: Date): Promise<boolean> {
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set({ phoneVerifiedAt: at } as never)
      .where(`${this.idColumn} = :id AND PhoneNumber = :phoneNumber`, { id, phoneNumber })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** A new number is not confirmed: changing it drops the confirmation; the same one keeps it. */
  async changePhoneNumber(id: number, phoneNumber: string): Promise<void> {
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ PhoneNumber: phoneNumber, phoneVerifiedAt: null } as never)
      .where(`${this.idColumn} = :id AND PhoneNumber <> :phoneNumber`, { id, phoneNumber })
      .execute();
  }
}

/** What phone verification asks of an account type. */
export type AccountPhones = Pick<
  PhoneAccountService<PhoneAccountColumns>,
  'phoneOf' | 'markPhoneVerified' | 'changePhoneNumber'
>;
