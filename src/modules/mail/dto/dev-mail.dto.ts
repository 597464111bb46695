import { ApiProperty } from '@nestjs/swagger';
import type { DevMail } from '../entities/dev-mail.entity';

/** An e-mail kept in the dev mailbox instead of sent. */
export class DevMailDto {
  to: string;
  subject: string;
  text: string;
  sentAt: Date;
}

export function toDevMail(mail: DevMail): DevMailDto {
  return { to: mail.to, subject: mail.subject, text: mail.text, sentAt: mail.sentAt };
}

export class DevMailboxResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  /** Newest first, at most 50. */
  data: DevMailDto[];
}
