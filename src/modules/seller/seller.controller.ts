import { Body, Controller, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { RegisterSellerDto } from './dto/register-seller.dto';
import { RegisterSellerResponse, toSellerProfile } from './dto/seller-profile.dto';
import { SellerService } from './seller.service';

@ApiTags('seller')
@Controller('seller')
export class SellerController {
  constructor(private readonly sellers: SellerService) {}

  /** Creates a seller account. Errors: 400 with the spec's message, 409 when the e-mail is taken. */
  @Post('register')
  @Public()
  @ApiOperation({ summary: 'Register a seller' })
  @ApiCreatedResponse({ type: RegisterSellerResponse })
  @ApiConflictResponse({ description: 'The e-mail is already registered.', type: ErrorBody })
  async register(@Body() body: RegisterSellerDto): Promise<RegisterSellerResponse> {
    const seller = await this.sellers.create(body);
    return {
      status: 'success',
      message: 'Successfully registered!',
      data: toSellerProfile(seller),
    };
  }
}
