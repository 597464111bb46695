import { CanActivate, Injectable, NotFoundException } from '@nestjs/common';
import { PAYMENT_ERRORS } from '../payment-errors';
import { PaymentSettings } from '../payment-settings';

/** The sandbox's routes exist only while the sandbox is on (never in production). */
@Injectable()
export class SandboxOnlyGuard implements CanActivate {
  constructor(private readonly settings: PaymentSettings) {}

  canActivate(): boolean {
    if (!this.settings.sandbox) throw new NotFoundException(PAYMENT_ERRORS.PAYMENT_SANDBOX_OFF());
    return true;
  }
}
