import { CanActivate, Injectable, NotFoundException } from '@nestjs/common';
import { PaymentSettings } from '../payment-settings';

/** The sandbox's routes exist only while the sandbox is on (never in production). */
@Injectable()
export class SandboxOnlyGuard implements CanActivate {
  constructor(private readonly settings: PaymentSettings) {}

  canActivate(): boolean {
    if (!this.settings.sandbox) throw new NotFoundException('The payment sandbox is off.');
    return true;
  }
}
