import { Body, Controller, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorator';
import { ErrorBody } from '../../common/http/api-response';
import { BuyerService } from './buyer.service';
import { toBuyerProfile } from './dto/buyer-profile.dto';
import { RegisterBuyerDto } from './dto/register-buyer.dto';

@ApiTags('buyer')
@Controller('buyer')
export class BuyerController {
  constructor(private readonly buyers: BuyerService) {}

  /** Creates a buyer account. Errors: 400 with the spec's message, 409 when the e-mail is taken. */
  @Post('register')
  @Public()
  @ApiOperation({ summary: 'Register a buyer' })
  @ApiConflictResponse({ description: 'The e-mail is already registered.', type: ErrorBody })
  async register(@Body() body: RegisterBuyerDto) {
    const buyer = await this.buyers.create(body);
    return { status: 'success', message: 'Successfully registered!', data: toBuyerProfile(buyer) };
  }
}
