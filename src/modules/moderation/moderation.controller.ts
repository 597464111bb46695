import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Allow, StaffOnly } from '../../common/auth/access.decorator';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { MessageResponse } from '../../common/http/message-response.dto';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import {
  ModeratedListingParamDto,
  ModerationActionResponse,
  ModerationReasonDto,
  QueueCountsResponse,
  QueuePageResponse,
} from './dto/moderation.dto';
import { OwnReportResponse, ReportListingDto } from './dto/report.dto';
import { ListingReportsService, Reporter } from './listing-reports.service';
import { ModerationService } from './moderation.service';

const SELLERS_AND_BUYERS = { seller: true, buyer: true };

/** The route's rule lets only sellers and buyers in. */
const reporterOf = (user: AuthUser): Reporter => ({
  userType: user.userType as Reporter['userType'],
  id: user.id,
});

/** Signed-in sellers and buyers report a listing they think is wrong. */
@ApiTags('moderation')
@Controller('listings/:type/:postHash/report')
export class ListingReportController {
  constructor(private readonly reports: ListingReportsService) {}

  /**
   * Reports a public listing (not your own). One report per user and listing; ten reports an hour
   * per user. The seller never learns who reported.
   */
  @Post()
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Report a listing' })
  @ApiCreatedResponse({ type: OwnReportResponse })
  @ApiNotFoundResponse({ description: 'No such public listing.', type: ErrorBody })
  @ApiConflictResponse({ description: 'You already reported it.', type: ErrorBody })
  @ApiTooManyRequestsResponse({ description: 'Too many reports lately.', type: ErrorBody })
  async report(
    @CurrentUser() user: AuthUser,
    @Param() params: ModeratedListingParamDto,
    @Body() body: ReportListingDto,
  ): Promise<OwnReportResponse> {
    const data = await this.reports.report(reporterOf(user), params.type, params.postHash, body);
    return {
      status: 'success',
      message: 'Thank you. A moderator will look at this listing.',
      data,
    };
  }

  /** Your report of the listing, or null. */
  @Get()
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Your report of a listing' })
  @ApiOkResponse({ type: OwnReportResponse })
  async own(
    @CurrentUser() user: AuthUser,
    @Param() params: ModeratedListingParamDto,
  ): Promise<OwnReportResponse> {
    const data = await this.reports.own(reporterOf(user), params.type, params.postHash);
    return { status: 'success', data };
  }
}

/** The moderation queue and its actions: managers and admins (levels 2, 3). */
@ApiTags('moderation')
@Controller('moderation')
@StaffOnly(...MANAGER_LEVELS)
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  /**
   * Listings waiting for a moderator: reported ones (the most open reports first), then those the
   * system flagged, then those waiting for approval; with the reports and their reporters.
   */
  @Get('queue')
  @ApiOperation({ summary: 'The moderation queue' })
  @ApiOkResponse({ type: QueuePageResponse })
  async queue(@Query() query: PageQueryDto): Promise<QueuePageResponse> {
    const { entries, total, counts } = await this.moderation.queue(query.page, query.pageSize);
    return {
      status: 'success',
      data: entries,
      meta: { page: query.page, pageSize: query.pageSize, total },
      counts,
    };
  }

  /** How many listings wait in the queue (the menu badge). */
  @Get('queue/count')
  @ApiOperation({ summary: 'The moderation queue length' })
  @ApiOkResponse({ type: QueueCountsResponse })
  async count(): Promise<QueueCountsResponse> {
    return { status: 'success', data: await this.moderation.counts() };
  }

  /** Hidden listings, the last hidden first. */
  @Get('hidden')
  @ApiOperation({ summary: 'Hidden listings' })
  @ApiOkResponse({ type: QueuePageResponse })
  async hidden(@Query() query: PageQueryDto): Promise<QueuePageResponse> {
    const { entries, total } = await this.moderation.hidden(query.page, query.pageSize);
    return {
      status: 'success',
      data: entries,
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** Hides a listing from everyone but its seller, who reads the reason; closes its reports. */
  @Post('listings/:type/:postHash/hide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide a listing' })
  @ApiOkResponse({ type: ModerationActionResponse })
  @ApiNotFoundResponse({ description: 'The listing does not exist.', type: ErrorBody })
  async hide(
    @CurrentUser() user: AuthUser,
    @Param() params: ModeratedListingParamDto,
    @Body() body: ModerationReasonDto,
  ): Promise<ModerationActionResponse> {
    const data = await this.moderation.hide(user, params, body.reason);
    return { status: 'success', message: 'The listing is hidden.', data };
  }

  /** Makes a hidden listing public again. */
  @Post('listings/:type/:postHash/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore a hidden listing' })
  @ApiOkResponse({ type: ModerationActionResponse })
  @ApiConflictResponse({ description: 'The listing is not hidden.', type: ErrorBody })
  async restore(
    @CurrentUser() user: AuthUser,
    @Param() params: ModeratedListingParamDto,
  ): Promise<ModerationActionResponse> {
    const data = await this.moderation.restore(user, params);
    return { status: 'success', message: 'The listing is restored.', data };
  }

  /** Lets a listing waiting for approval go public. */
  @Post('listings/:type/:postHash/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending listing' })
  @ApiOkResponse({ type: ModerationActionResponse })
  @ApiConflictResponse({ description: 'The listing is not pending.', type: ErrorBody })
  async approve(
    @CurrentUser() user: AuthUser,
    @Param() params: ModeratedListingParamDto,
  ): Promise<ModerationActionResponse> {
    const data = await this.moderation.approve(user, params);
    return { status: 'success', message: 'The listing is approved.', data };
  }

  /** Nothing wrong: closes the listing's open reports and clears its flag. */
  @Post('listings/:type/:postHash/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dismiss the reports of a listing' })
  @ApiOkResponse({ type: ModerationActionResponse })
  @ApiConflictResponse({ description: 'Nothing to dismiss.', type: ErrorBody })
  async dismiss(
    @CurrentUser() user: AuthUser,
    @Param() params: ModeratedListingParamDto,
  ): Promise<ModerationActionResponse> {
    const data = await this.moderation.dismiss(user, params);
    return { status: 'success', message: 'The reports are dismissed.', data };
  }

  /** Deletes a listing and its photos, as staff removal does; the reason goes to the audit log. */
  @Delete('listings/:type/:postHash')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a listing (moderation)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ description: 'The listing does not exist.', type: ErrorBody })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param() params: ModeratedListingParamDto,
    @Body() body: ModerationReasonDto,
  ): Promise<MessageResponse> {
    await this.moderation.remove(user, params, body.reason);
    return { status: 'success', message: 'The listing is removed.' };
  }
}
