import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

/** Far above the 500 characters answered; longer bodies are refused outright. */
const HARD_LIMIT = 4000;

export class ChatRequestDto {
  @IsString({ message: 'message must be text.' })
  @MaxLength(HARD_LIMIT, { message: 'Your message is too long. Please keep it to 500 characters.' })
  message: string;

  /** The page the user is on, for context. */
  @IsOptional()
  @IsString()
  @MaxLength(300)
  currentPath?: string;

  /** Sent by the spec's client; ignored: the caller is who the token says. */
  @IsOptional()
  @IsObject()
  userDetails?: Record<string, unknown>;
}

export class ChatReplyResponse {
  reply: string;
}
