import { ApiProperty } from '@nestjs/swagger';

/** `{ status: 'success', message }`: replies that carry no data. */
export class MessageResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  message: string;
}
