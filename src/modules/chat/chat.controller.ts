import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { SignedIn } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CHAT_LIMIT_PER_MINUTE, ChatThrottlerGuard } from './chat-throttler.guard';
import { ChatService } from './chat.service';
import { ChatReplyResponse, ChatRequestDto } from './dto/chat.dto';

/** The spec's path says employee, but the assistant answers every signed-in user. */
@ApiTags('chat')
@Controller('employee/chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post()
  @SignedIn()
  @HttpCode(200)
  @UseGuards(ChatThrottlerGuard)
  @Throttle({ default: { limit: CHAT_LIMIT_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({ summary: "Ask the assistant; answers use the caller's own data" })
  async ask(
    @CurrentUser() user: AuthUser,
    @Body() body: ChatRequestDto,
  ): Promise<ChatReplyResponse> {
    return { reply: await this.chat.reply(user, body.message, body.language) };
  }
}
