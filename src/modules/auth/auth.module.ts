import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { rateLimitThrottlers } from '../../common/security/rate-limits';
import { authConfig, AuthConfig } from '../../config/configuration';
import { BuyerModule } from '../buyer/buyer.module';
import { CoordinationModule } from '../coordination/coordination.module';
import { SharedThrottlerStorage } from '../coordination/shared-throttler-storage';
import { EmployeeModule } from '../employee/employee.module';
import { MailModule } from '../mail/mail.module';
import { SellerModule } from '../seller/seller.module';
import { Accounts } from './accounts';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { jwtOptions } from './jwt-options';
import { PasswordReset } from './entities/password-reset.entity';
import { PasswordResetService } from './password-reset.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    JwtModule.registerAsync({ inject: [authConfig.KEY], useFactory: jwtOptions }),
    // Counted in the database, so the limits hold across instances.
    ThrottlerModule.forRootAsync({
      imports: [CoordinationModule],
      inject: [authConfig.KEY, SharedThrottlerStorage],
      useFactory: (config: AuthConfig, storage: SharedThrottlerStorage) => ({
        throttlers: rateLimitThrottlers(config.rateLimits),
        storage,
      }),
    }),
    TypeOrmModule.forFeature([PasswordReset]),
    SellerModule,
    BuyerModule,
    EmployeeModule,
    MailModule,
  ],
  controllers: [AuthController],
  providers: [
    Accounts,
    TokenService,
    AuthService,
    PasswordResetService,
    // Every route of the app passes this guard; routes declare who may call them.
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService],
})
export class AuthModule {}
