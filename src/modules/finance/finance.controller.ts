import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../common/auth/access.decorator';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import {
  CostCreatedResponse,
  CostListQueryDto,
  CostListResponse,
  CostView,
  CreateCostDto,
} from './dto/cost.dto';
import { IncomeQueryDto, IncomeResponse } from './dto/income.dto';
import { Cost } from './entities/cost.entity';
import { FinanceService } from './finance.service';

function costView(cost: Cost): CostView {
  return {
    id: cost.id,
    payed_to: cost.payed_to,
    title: cost.title,
    description: cost.description,
    amount: cost.amount,
    costDate: cost.costDate,
    createdBy: cost.createdBy,
  };
}

/** Costs and income: managers and admins (levels 2, 3). */
@ApiTags('finance')
@Controller('employee')
@StaffOnly(...MANAGER_LEVELS)
export class FinanceController {
  constructor(private readonly finance: FinanceService) {}

  @Post('costs')
  @ApiOperation({ summary: 'Add a cost' })
  @ApiCreatedResponse({ type: CostCreatedResponse })
  async addCost(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateCostDto,
  ): Promise<CostCreatedResponse> {
    const cost = await this.finance.addCost(user, body);
    return { status: 'success', message: 'Cost added successfully!', data: costView(cost) };
  }

  /** Costs, newest first by default; paged (10), sortable, searchable by payee, title, description. */
  @Get('costs')
  @ApiOperation({ summary: 'List costs' })
  @ApiOkResponse({ type: CostListResponse })
  async costs(@Query() query: CostListQueryDto): Promise<CostListResponse> {
    const { rows, meta } = await this.finance.costs(query);
    return { status: 'success', data: rows.map(costView), meta };
  }

  /**
   * Income for whole days from `from` to `to` (default: all time): buyer subscriptions plus
   * 500 ETB per charged post, minus costs; seller top-ups are shown separately. Also per month.
   */
  @Get('income')
  @ApiOperation({ summary: 'Income report' })
  @ApiOkResponse({ type: IncomeResponse })
  async income(@Query() query: IncomeQueryDto): Promise<IncomeResponse> {
    return { status: 'success', data: await this.finance.income(query) };
  }
}
