import { Body, Controller, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../../common/security/rate-limits';
import { Public } from '../../common/auth/access.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { BuyerService } from './buyer.service';
import { RegisterBuyerResponse, toBuyerProfile } from './dto/buyer-profile.dto';
import { RegisterBuyerDto } from './dto/register-buyer.dto';

@ApiTags('buyer')
@Controller('buyer')
export class BuyerController {
  constructor(private readonly buyers: BuyerService) {}

  /** Creates a buyer account. Errors: 400 with the spec's message, 409 when the e-mail is taken. */
  @Post('register')
  @Public()
  @RateLimited('registration')
  @ApiOperation({ summary: 'Register a buyer' })
  @ApiCreatedResponse({ type: RegisterBuyerResponse })
  @ApiConflictResponse({ description: 'The e-mail is already registered.', type: ErrorBody })
  async register(@Body() body: RegisterBuyerDto): Promise<RegisterBuyerResponse> {
    const buyer = await this.buyers.create(body);
    return { status: 'success', message: 'Successfully registered!', data: toBuyerProfile(buyer) };
  }
}
