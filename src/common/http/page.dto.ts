import { ApiProperty } from '@nestjs/swagger';

/** Where a page of a list sits: 1-based page, its size, and how many rows match in all. */
export class PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

export class CountData {
  count: number;
}

/** `{ status: 'success', data: { count } }`: the numbers behind the menu badges. */
export class CountResponse {
  @ApiProperty({ enum: ['success'] })
  status: 'success';
  data: CountData;
}
