import { Controller, Get, NotFoundException, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsEmail, IsOptional } from 'class-validator';
import type { Request } from 'express';
import { Public } from '../../common/auth/access.decorator';
import { withCode } from '../../common/errors/coded-error';
import { isLoopbackAddress } from '../../common/http/loopback';
import { VALIDATION_ERRORS } from '../../common/validation/messages';
import { DevMailboxResponse, toDevMail } from './dto/dev-mail.dto';
import { MAIL_ERRORS } from './mail-errors';
import { MailService } from './mail.service';

class DevMailboxQuery {
  /** Only messages sent to this address. */
  @IsOptional()
  @IsEmail({}, withCode(VALIDATION_ERRORS.INVALID_EMAIL()))
  to?: string;
}

@ApiTags('development')
@Controller('dev/mailbox')
export class MailController {
  constructor(private readonly mail: MailService) {}

  /**
   * The e-mails kept instead of sent (no SMTP configured, never in production), for requests from
   * this machine only: both the connection and the client it speaks for must be loopback.
   */
  @Get()
  @Public()
  @ApiOperation({ summary: 'Read the development mailbox (from this machine only)' })
  @ApiOkResponse({ type: DevMailboxResponse })
  async list(@Query() query: DevMailboxQuery, @Req() req: Request) {
    const local = isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
    if (!this.mail.devMailboxAvailable || !local) {
      throw new NotFoundException(MAIL_ERRORS.DEV_MAILBOX_UNAVAILABLE());
    }
    const messages = await this.mail.listDevMailbox(query.to);
    return {
      status: 'success',
      data: messages.map(toDevMail),
    };
  }
}
