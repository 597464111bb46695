import { Controller, Get, NotFoundException, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Request } from 'express';
import { Public } from '../../common/auth/access.decorator';
import { withCode } from '../../common/errors/coded-error';
import { isLoopbackAddress } from '../../common/http/loopback';
import { VALIDATION_ERRORS } from '../../common/validation/messages';
import { DevSmsOutboxResponse, toDevSms } from './dto/dev-sms.dto';
import { SMS_ERRORS } from './sms-errors';
import { SmsService } from './sms.service';

class DevSmsOutboxQuery {
  /** Only SMS sent to this number (international format, e.g. +251911234567). */
  @IsOptional()
  @IsString(withCode(VALIDATION_ERRORS.NOT_TEXT()))
  to?: string;
}

@ApiTags('development')
@Controller('dev/sms-outbox')
export class SmsController {
  constructor(private readonly sms: SmsService) {}

  /**
   * The SMS kept instead of sent (no gateway configured, never in production), for requests from
   * this machine only: both the connection and the client it speaks for must be loopback.
   */
  @Get()
  @Public()
  @ApiOperation({ summary: 'Read the development SMS outbox (from this machine only)' })
  @ApiOkResponse({ type: DevSmsOutboxResponse })
  async list(@Query() query: DevSmsOutboxQuery, @Req() req: Request) {
    const local = isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
    if (!this.sms.devOutboxAvailable || !local) {
      throw new NotFoundException(SMS_ERRORS.DEV_SMS_OUTBOX_UNAVAILABLE());
    }
    const messages = await this.sms.listDevOutbox(query.to);
    return { status: 'success', data: messages.map(toDevSms) };
  }
}
