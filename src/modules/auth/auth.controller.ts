import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Public, SignedIn } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { MessageResponse } from '../../common/http/message-response.dto';
import { RateLimited } from '../../common/security/rate-limits';
import { CurrentUserResponse, LoginResponse, SendOtpResponse } from './dto/auth-responses.dto';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { SendOtpDto, VerifyOtpResetDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('user')
@Controller('user')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  /** Signs in a seller, buyer or employee. The token goes in x-access-token on later calls. */
  @Post('login')
  @HttpCode(200)
  @Public()
  @RateLimited('sign-in')
  @ApiOperation({ summary: 'Log in (all user types)' })
  @ApiOkResponse({ type: LoginResponse })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password.', type: ErrorBody })
  async login(@Body() body: LoginDto): Promise<LoginResponse> {
    const data = await this.auth.login(body.email, body.password, body.userType);
    return { status: 'success', message: 'Successfully logged in!', data };
  }

  /** The caller's user type and details, read from the token (the client's session check). */
  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'Who am I (authentication status)' })
  @ApiOkResponse({ type: CurrentUserResponse })
  async me(@CurrentUser() user: AuthUser): Promise<CurrentUserResponse> {
    return { status: 'success', data: await this.auth.currentUser(user.userType, user.id) };
  }

  /** E-mails a 6-digit code valid for 10 minutes. Answers the same for unknown addresses. */
  @Post('send-otp')
  @HttpCode(200)
  @Public()
  @RateLimited('sign-in')
  @ApiOperation({ summary: 'Send a password reset code' })
  @ApiOkResponse({ type: SendOtpResponse })
  async sendOtp(@Body() body: SendOtpDto): Promise<SendOtpResponse> {
    const { otpToken } = await this.resets.sendOtp(body.email);
    return {
      status: 'success',
      message: 'If an account uses this email, a code has been sent to it.',
      otpToken,
    };
  }

  /** Sets a new password with the e-mailed code; signs the account out everywhere. */
  @Post('verify-otp-reset')
  @HttpCode(200)
  @Public()
  @RateLimited('sign-in')
  @ApiOperation({ summary: 'Reset the password with the code' })
  @ApiOkResponse({ type: MessageResponse })
  async verifyOtpReset(@Body() body: VerifyOtpResetDto): Promise<MessageResponse> {
    await this.resets.resetPassword(body);
    return { status: 'success', message: 'Password reset successfully!' };
  }
}
