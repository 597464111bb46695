import { ApiProperty } from '@nestjs/swagger';
import type { DevSms } from '../entities/dev-sms.entity';

/** An SMS kept in the dev outbox instead of sent. */
export class DevSmsDto {
  to: string;
  text: string;
  sentAt: Date;
}

export function toDevSms(sms: DevSms): DevSmsDto {
  return { to: sms.to, text: sms.text, sentAt: sms.sentAt };
}

export class DevSmsOutboxResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  /** Newest first, at most 50. */
  data: DevSmsDto[];
}
