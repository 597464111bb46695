import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow, Public } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { AlertsService } from './alerts.service';
import {
  AlertsResponse,
  CreateSavedSearchDto,
  FavouriteResponse,
  FavouritesResponse,
  IdParamDto,
  OkResponse,
  SavedSearchesResponse,
  SavedSearchResponse,
  UnreadAlertsResponse,
  UnsubscribeDto,
  UnsubscribedResponse,
  UpdateSavedSearchDto,
} from './dto/saved.dto';
import { FavouritesService } from './favourites.service';
import { SavedSearchesService } from './saved-searches.service';
import { ownerOf } from './saved-owner';

const SELLERS_AND_BUYERS = { seller: true, buyer: true };

@ApiTags('favourites')
@Controller('favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  /** Your saved listings, newest first, each with what became of it. */
  @Get()
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Your favourites' })
  @ApiOkResponse({ type: FavouritesResponse })
  async list(@CurrentUser() user: AuthUser): Promise<FavouritesResponse> {
    return { status: 'success', data: await this.favourites.list(ownerOf(user)) };
  }

  /** Saves a public listing (again: no change). */
  @Put(':postHash')
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Save a listing' })
  @ApiOkResponse({ type: FavouriteResponse })
  async add(
    @CurrentUser() user: AuthUser,
    @Param('postHash') postHash: string,
  ): Promise<FavouriteResponse> {
    return { status: 'success', data: await this.favourites.add(ownerOf(user), postHash) };
  }

  @Delete(':postHash')
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Remove a listing from your favourites' })
  @ApiOkResponse({ type: OkResponse })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('postHash') postHash: string,
  ): Promise<OkResponse> {
    await this.favourites.remove(ownerOf(user), postHash);
    return { status: 'success' };
  }
}

@ApiTags('saved searches')
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Your saved searches' })
  @ApiOkResponse({ type: SavedSearchesResponse })
  async list(@CurrentUser() user: AuthUser): Promise<SavedSearchesResponse> {
    return { status: 'success', data: await this.searches.list(ownerOf(user)) };
  }

  /** Saves a browse (its type, q and filters) under a name; listings posted from now on alert. */
  @Post()
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Save a search' })
  @ApiOkResponse({ type: SavedSearchResponse })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateSavedSearchDto,
  ): Promise<SavedSearchResponse> {
    return { status: 'success', data: await this.searches.create(ownerOf(user), body) };
  }

  /** The unsubscribe link of an alert e-mail: turns that search's e-mails off, no sign-in. */
  @Post('unsubscribe')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: "Stop a saved search's e-mails" })
  @ApiOkResponse({ type: UnsubscribedResponse })
  async unsubscribe(@Body() body: UnsubscribeDto): Promise<UnsubscribedResponse> {
    return { status: 'success', data: await this.searches.unsubscribe(body.search, body.token) };
  }

  /** Renames it, or turns its e-mails on or off. */
  @Patch(':id')
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Rename a saved search or switch its e-mails' })
  @ApiOkResponse({ type: SavedSearchResponse })
  async update(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Body() body: UpdateSavedSearchDto,
  ): Promise<SavedSearchResponse> {
    return { status: 'success', data: await this.searches.update(ownerOf(user), id, body) };
  }

  @Delete(':id')
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Delete a saved search' })
  @ApiOkResponse({ type: OkResponse })
  async remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OkResponse> {
    await this.searches.remove(ownerOf(user), id);
    return { status: 'success' };
  }
}

@ApiTags('alerts')
@Controller('alerts')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  /** New matches of your saved searches and price drops on your favourites, newest first. */
  @Get()
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Your alerts' })
  @ApiOkResponse({ type: AlertsResponse })
  async page(
    @CurrentUser() user: AuthUser,
    @Query() paging: PageQueryDto,
  ): Promise<AlertsResponse> {
    return { status: 'success', ...(await this.alerts.page(ownerOf(user), paging)) };
  }

  @Get('unread')
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'How many of your alerts are unread' })
  @ApiOkResponse({ type: UnreadAlertsResponse })
  async unread(@CurrentUser() user: AuthUser): Promise<UnreadAlertsResponse> {
    return { status: 'success', data: { unread: await this.alerts.unread(ownerOf(user)) } };
  }

  @Post('read')
  @HttpCode(200)
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Mark all your alerts read' })
  @ApiOkResponse({ type: OkResponse })
  async markAllRead(@CurrentUser() user: AuthUser): Promise<OkResponse> {
    await this.alerts.markAllRead(ownerOf(user));
    return { status: 'success' };
  }

  @Post(':id/read')
  @HttpCode(200)
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Mark an alert read' })
  @ApiOkResponse({ type: OkResponse })
  async markRead(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OkResponse> {
    await this.alerts.markRead(ownerOf(user), id);
    return { status: 'success' };
  }
}
