import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsEmail, IsOptional } from 'class-validator';
import { Public } from '../../common/auth/access.decorator';
import { MailService } from './mail.service';

class DevMailboxQuery {
  /** Only messages sent to this address. */
  @IsOptional()
  @IsEmail({}, { message: 'Invalid email format.' })
  to?: string;
}

@ApiTags('development')
@Controller('dev/mailbox')
export class MailController {
  constructor(private readonly mail: MailService) {}

  /** The e-mails kept instead of sent (no SMTP configured, never in production). */
  @Get()
  @Public()
  @ApiOperation({ summary: 'Read the development mailbox' })
  async list(@Query() query: DevMailboxQuery) {
    if (!this.mail.devMailboxAvailable) {
      throw new NotFoundException('The development mailbox is not available.');
    }
    const messages = await this.mail.listDevMailbox(query.to);
    return {
      status: 'success',
      data: messages.map((m) => ({ to: m.to, subject: m.subject, text: m.text, sentAt: m.sentAt })),
    };
  }
}
