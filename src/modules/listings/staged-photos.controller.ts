import { Controller, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SellersOnly } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { StagedPhotoInterceptor } from './images/listing-images.interceptor';
import { StagedPhotos } from './images/staged-photos';
import { PhotoAdmissionInterceptor } from './post-admission.interceptor';

@ApiTags('listings: photos')
@Controller('seller/photos')
export class StagedPhotosController {
  constructor(private readonly staged: StagedPhotos) {}

  /**
   * Uploads one photo while the seller fills in a post or photo form: checked as a post's photo
   * is, then kept for a day. The form sends its photoId in the photo's slot instead of the photo.
   */
  @Post()
  @SellersOnly()
  @UseInterceptors(PhotoAdmissionInterceptor, StagedPhotoInterceptor)
  @ApiOperation({ summary: 'Upload a photo for a post or a photo replacement, before sending it' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['photo'],
      properties: {
        photo: {
          type: 'string',
          format: 'binary',
          description: 'A JPEG, PNG or WebP image, 10 MB at most.',
        },
      },
    },
  })
  @ApiCreatedResponse({
    schema: {
      type: 'object',
      required: ['status', 'data'],
      properties: {
        status: { type: 'string', enum: ['success'] },
        data: {
          type: 'object',
          required: ['photoId', 'expiresAt'],
          properties: {
            photoId: {
              type: 'string',
              description: "What a post or a photo replacement sends in this photo's slot.",
            },
            expiresAt: {
              type: 'string',
              format: 'date-time',
              description: 'Until when it waits for its post.',
            },
          },
        },
      },
    },
  })
  async stage(@CurrentUser() user: AuthUser, @Req() req: Request) {
    const photo = req.stagedPhoto!;
    return {
      status: 'success',
      data: await this.staged.stage(user.id, photo.received, photo.previewed!),
    };
  }
}
