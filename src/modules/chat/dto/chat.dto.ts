import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { CHAT_ERRORS } from '../chat-errors';
import { CHAT_LANGUAGES, type ChatLanguage } from '../chat-texts';
import { MAX_MESSAGE_LENGTH } from '../chat.service';

/** Far above the 500 characters answered; longer bodies are refused outright. */
const HARD_LIMIT = 4000;

export class ChatRequestDto {
  @IsString(withCode(CHAT_ERRORS.CHAT_MESSAGE_NOT_TEXT()))
  @MaxLength(HARD_LIMIT, withCode(CHAT_ERRORS.CHAT_MESSAGE_TOO_LONG({ max: MAX_MESSAGE_LENGTH })))
  message: string;

  /** The page the user is on, for context. */
  @IsOptional()
  @IsString()
  @MaxLength(300)
  currentPath?: string;

  /** The site's language: answers are in it (or in Amharic when the message is). */
  @ApiPropertyOptional({ enum: CHAT_LANGUAGES })
  @IsOptional()
  @IsIn(CHAT_LANGUAGES, withCode(CHAT_ERRORS.CHAT_LANGUAGE_UNKNOWN({ choices: CHAT_LANGUAGES })))
  language?: ChatLanguage;

  /** Sent by the spec's client; ignored: the caller is who the token says. */
  @IsOptional()
  @IsObject()
  userDetails?: Record<string, unknown>;
}

export class ChatReplyResponse {
  reply: string;
}
