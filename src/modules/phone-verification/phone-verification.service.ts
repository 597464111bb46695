import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import type { AccountPhone, AccountPhones } from '../../common/accounts/account.service';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { authConfig, AuthConfig } from '../../config/configuration';
import { BuyerService } from '../buyer/buyer.service';
import { SellerService } from '../seller/seller.service';
import { SmsNotSentError, SmsService } from '../sms/sms.service';
import type { PhoneVerificationStatusDto, SmsLanguage } from './dto/phone-verification.dto';
import { PhoneCode } from './entities/phone-code.entity';
import {
  PHONE_CODE_LIFETIME_MINUTES,
  PHONE_CODE_MAX_ATTEMPTS,
  secondsUntil,
  sendWait,
} from './phone-limits';
import { PHONE_VERIFICATION_ERRORS } from './phone-verification-errors';

/** Whose phone: a signed-in seller or buyer. */
export interface PhoneOwner {
  userType: 'seller' | 'buyer';
  id: number;
}

const HOUR_MS = 3_600_000;

const SMS_TEXTS: Record<SmsLanguage, (code: string) => string> = {
  en: (code) =>
    `Your Gebeya code is ${code}. It expires in ${PHONE_CODE_LIFETIME_MINUTES} minutes. Do not share it.`,
  am: (code) => `የገበያ ማረጋገጫ ኮድዎ ${code} ነው። ለ${PHONE_CODE_LIFETIME_MINUTES} ደቂቃ ያገለግላል፤ ለማንም አያጋሩ።`,
};

/**
 * Confirms a seller's or buyer's phone number with a 6-digit code sent by SMS. Codes are kept as
 * keyed hashes, expire, allow a few tries, and how many go out is limited per account and per
 * number by counting the rows: the limits hold across every instance.
 */
@Injectable()
export class PhoneVerificationService {
  constructor(
    @InjectRepository(PhoneCode) private readonly codes: Repository<PhoneCode>,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly sms: SmsService,
  ) {}

  private accountsOf(owner: PhoneOwner): AccountPhones {
    return owner.userType === 'seller' ? this.sellers : this.buyers;
  }

  private async phoneOf(owner: PhoneOwner): Promise<AccountPhone> {
    const phone = await this.accountsOf(owner).phoneOf(owner.id);
    if (!phone) {
      throw new NotFoundException(
        owner.userType === 'seller'
          ? ACCOUNT_ERRORS.SELLER_NOT_FOUND()
          : ACCOUNT_ERRORS.BUYER_NOT_FOUND(),
      );
    }
    return phone;
  }

  private codeHash(code: string, id: number, phoneNumber: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`phone:${id}:${phoneNumber}:${code}`)
      .digest('hex');
  }

  private ownedBy(owner: PhoneOwner) {
    return { userType: owner.userType, accountId: owner.id };
  }

  /** When codes went out in the last hour, to this account and to this number. */
  private async recentSends(owner: PhoneOwner, phoneNumber: string, now: Date, beforeId?: number) {
    const since = MoreThan(new Date(now.getTime() - HOUR_MS));
    const before = beforeId === undefined ? {} : { id: LessThan(beforeId) };
    const [account, number] = await Promise.all([
      this.codes.find({
        select: { sentAt: true },
        where: { ...this.ownedBy(owner), sentAt: since, ...before },
      }),
      this.codes.find({
        select: { sentAt: true },
        where: { phoneNumber, sentAt: since, ...before },
      }),
    ]);
    return { account: account.map((c) => c.sentAt), number: number.map((c) => c.sentAt) };
  }

  async status(owner: PhoneOwner, now = new Date()): Promise<PhoneVerificationStatusDto> {
    const phone = await this.phoneOf(owner);
    const pending = phone.verifiedAt
      ? null
      : await this.codes.findOne({
          where: { ...this.ownedBy(owner), usedAt: IsNull() },
          order: { id: 'DESC' },
        });
    const waiting =
      pending &&
      pending.phoneNumber === phone.phoneNumber &&
      pending.expiresAt.getTime() > now.getTime() &&
      pending.failedAttempts < PHONE_CODE_MAX_ATTEMPTS;
    const sends = await this.recentSends(owner, phone.phoneNumber, now);
    const wait = sendWait(sends.account, sends.number, now);
    return {
      PhoneNumber: phone.phoneNumber,
      phoneVerified: phone.verifiedAt !== null,
      phoneVerifiedAt: phone.verifiedAt,
      codeExpiresAt: waiting ? pending.expiresAt : null,
      resendInSeconds: wait ? secondsUntil(wait.at, now) : 0,
    };
  }

  /** A new number is not confirmed: a change drops the confirmation (the same number keeps it). */
  async changeNumber(owner: PhoneOwner, phoneNumber: string): Promise<PhoneVerificationStatusDto> {
    await this.phoneOf(owner);
    await this.accountsOf(owner).changePhoneNumber(owner.id, phoneNumber);
    return this.status(owner);
  }

  /**
   * Sends a new code to the account's number; it replaces any earlier one. The limits are judged
   * after the row is written, against the rows before it (ids order the sends of every
   * instance), so simultaneous requests cannot all slip under a limit.
   */
  async sendCode(
    owner: PhoneOwner,
    language: SmsLanguage = 'en',
    now = new Date(),
  ): Promise<PhoneVerificationStatusDto> {
    const phone = await this.phoneOf(owner);
    if (phone.verifiedAt)
      throw new ConflictException(PHONE_VERIFICATION_ERRORS.PHONE_ALREADY_VERIFIED());
    // Rows older than the longest window count for nothing any more.
    await this.codes.delete({ sentAt: LessThanOrEqual(new Date(now.getTime() - HOUR_MS)) });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await this.codes.save(
      this.codes.create({
        ...this.ownedBy(owner),
        phoneNumber: phone.phoneNumber,
        codeHash: this.codeHash(code, owner.id, phone.phoneNumber),
        failedAttempts: 0,
        expiresAt: new Date(now.getTime() + PHONE_CODE_LIFETIME_MINUTES * 60_000),
        usedAt: null,
        sentAt: now,
      }),
    );
    const earlier = await this.recentSends(owner, phone.phoneNumber, now, row.id);
    const wait = sendWait(earlier.account, earlier.number, now);
    if (wait) {
      await this.codes.delete({ id: row.id });
      const refusal =
        wait.reason === 'resend'
          ? PHONE_VERIFICATION_ERRORS.PHONE_CODE_RESEND_TOO_SOON({
              seconds: secondsUntil(wait.at, now),
            })
          : PHONE_VERIFICATION_ERRORS.PHONE_CODE_HOURLY_LIMIT({
              minutes: Math.ceil(secondsUntil(wait.at, now) / 60),
            });
      throw new HttpException(refusal, HttpStatus.TOO_MANY_REQUESTS);
    }
    try {
      await this.sms.send({ to: phone.phoneNumber, text: SMS_TEXTS[language](code) });
    } catch (error) {
      await this.codes.delete({ id: row.id });
      if (error instanceof SmsNotSentError) {
        throw new ServiceUnavailableException(PHONE_VERIFICATION_ERRORS.PHONE_CODE_NOT_SENT());
      }
      throw error;
    }
    return this.status(owner, now);
  }

  /** Confirms the account's number with the last code sent to it. */
  async confirm(
    owner: PhoneOwner,
    code: string,
    now = new Date(),
  ): Promise<PhoneVerificationStatusDto> {
    const phone = await this.phoneOf(owner);
    if (phone.verifiedAt)
      throw new ConflictException(PHONE_VERIFICATION_ERRORS.PHONE_ALREADY_VERIFIED());
    const sent = await this.codes.findOne({
      where: { ...this.ownedBy(owner), usedAt: IsNull() },
      order: { id: 'DESC' },
    });
    if (!sent) throw new BadRequestException(PHONE_VERIFICATION_ERRORS.PHONE_CODE_NOT_SENT_YET());
    if (sent.expiresAt.getTime() <= now.getTime()) {
      throw new BadRequestException(PHONE_VERIFICATION_ERRORS.PHONE_CODE_EXPIRED());
    }
    if (sent.phoneNumber !== phone.phoneNumber) {
      throw new ConflictException(PHONE_VERIFICATION_ERRORS.PHONE_NUMBER_CHANGED());
    }
    // Each try takes one of the PHONE_CODE_MAX_ATTEMPTS slots with a conditional update before
    // the comparison, so parallel guesses cannot go past the limit.
    const slot = await this.codes
      .createQueryBuilder()
      .update()
      .set({ failedAttempts: () => 'failedAttempts + 1' })
      .where('id = :id AND failedAttempts < :max', { id: sent.id, max: PHONE_CODE_MAX_ATTEMPTS })
      .execute();
    if (!slot.affected) {
      throw new BadRequestException(PHONE_VERIFICATION_ERRORS.PHONE_CODE_ATTEMPTS_EXCEEDED());
    }
    const expected = Buffer.from(sent.codeHash, 'hex');
    const given = Buffer.from(this.codeHash(code, owner.id, sent.phoneNumber), 'hex');
    if (!timingSafeEqual(expected, given)) {
      // Read again: tries made at the same time count too.
      const tried = await this.codes.findOne({
        select: { failedAttempts: true },
        where: { id: sent.id },
      });
      const left = PHONE_CODE_MAX_ATTEMPTS - (tried?.failedAttempts ?? PHONE_CODE_MAX_ATTEMPTS);
      throw new BadRequestException(
        left > 0
          ? PHONE_VERIFICATION_ERRORS.PHONE_CODE_INVALID({ attemptsLeft: left })
          : PHONE_VERIFICATION_ERRORS.PHONE_CODE_ATTEMPTS_EXCEEDED(),
      );
    }
    // Single use: only the request that flips usedAt goes on.
    const claimed = await this.codes.update({ id: sent.id, usedAt: IsNull() }, { usedAt: now });
    if (!claimed.affected) {
      throw new BadRequestException(PHONE_VERIFICATION_ERRORS.PHONE_CODE_EXPIRED());
    }
    if (!(await this.accountsOf(owner).markPhoneVerified(owner.id, sent.phoneNumber, now))) {
      throw new ConflictException(PHONE_VERIFICATION_ERRORS.PHONE_NUMBER_CHANGED());
    }
    return this.status(owner, now);
  }
}
