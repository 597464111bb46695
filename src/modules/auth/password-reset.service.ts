import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { normalizeEmail } from '../../common/security/email';
import { authConfig, AuthConfig } from '../../config/configuration';
import { MailService } from '../mail/mail.service';
import { Accounts } from './accounts';
import { AUTH_ERRORS } from './auth-errors';
import { PasswordReset } from './entities/password-reset.entity';

export const OTP_LIFETIME_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Password reset by a 6-digit code e-mailed to the account's address. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    private readonly accounts: Accounts,
    private readonly mail: MailService,
  ) {}

  private otpHash(otp: string, tokenHash: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${tokenHash}:${otp}`).digest('hex');
  }

  /**
   * Always answers with an otpToken, whether or not the address has an account, so the reply
   * cannot be used to find out who is registered. The e-mail goes out in the background.
   */
  async sendOtp(rawEmail: string, now = new Date()): Promise<{ otpToken: string }> {
    const email = normalizeEmail(rawEmail);
    const otpToken = randomBytes(32).toString('base64url');
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const tokenHash = sha256(otpToken);
    const hasAccount = (await this.accounts.findAllByEmail(email)).length > 0;
    await this.resets.delete({ expiresAt: LessThan(now) });
    if (hasAccount) {
      await this.resets.save(
        this.resets.create({
          tokenHash,
          email,
          otpHash: this.otpHash(otp, tokenHash),
          expiresAt: new Date(now.getTime() + OTP_LIFETIME_MINUTES * 60_000),
          usedAt: null,
        }),
      );
      this.mail
        .send({
          to: email,
          subject: 'Your Gebeya password reset code',
          text:
            `Your password reset code is ${otp}.\n\n` +
            `It expires in ${OTP_LIFETIME_MINUTES} minutes and can be used once. ` +
            'If you did not ask to reset your password, you can ignore this e-mail.',
        })
        .catch((error: unknown) =>
          this.logger.error(`Could not e-mail the OTP to ${email}`, error),
        );
    }
    return { otpToken };
  }

  /** Checks the code and sets the new password on every account of that address. */
  async resetPassword(
    input: { email: string; otp: string; otpToken: string; newPassword: string },
    now = new Date(),
  ): Promise<void> {
    const tokenHash = sha256(input.otpToken);
    const reset = await this.resets.findOneBy({
      tokenHash,
      email: normalizeEmail(input.email),
      usedAt: IsNull(),
    });
    if (!reset || reset.expiresAt.getTime() < now.getTime()) {
      throw new BadRequestException(AUTH_ERRORS.OTP_INVALID());
    }
    // Each try takes one of the OTP_MAX_ATTEMPTS slots with a conditional update before the
    // comparison, so parallel guesses cannot go past the limit.
    const slot = await this.resets
      .createQueryBuilder()
      .update()
      .set({ failedAttempts: () => 'failedAttempts + 1' })
      .where('id = :id AND failedAttempts < :max', { id: reset.id, max: OTP_MAX_ATTEMPTS })
      .execute();
    if (!slot.affected) throw new BadRequestException(AUTH_ERRORS.OTP_ATTEMPTS_EXCEEDED());
    const expected = Buffer.from(reset.otpHash, 'hex');
    const given = Buffer.from(this.otpHash(input.otp, tokenHash), 'hex');
    if (!timingSafeEqual(expected, given)) {
      throw new BadRequestException(AUTH_ERRORS.OTP_INVALID());
    }
    // Single use: only the request that flips usedAt goes on.
    const claimed = await this.resets.update({ id: reset.id, usedAt: IsNull() }, { usedAt: now });
    if (!claimed.affected) throw new BadRequestException(AUTH_ERRORS.OTP_INVALID());
    for (const account of await this.accounts.findAllByEmail(reset.email)) {
      await this.accounts.changePassword(account, input.newPassword);
    }
  }
}
