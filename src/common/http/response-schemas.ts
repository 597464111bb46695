import type { Type } from '@nestjs/common';
import { getSchemaPath } from '@nestjs/swagger';

/** Swagger reply of a paged list of a model built at run time (register it with ApiExtraModels). */
export const pageOf = (schema: Type<object>, options: { capped?: boolean } = {}) => ({
  schema: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['success'] },
      data: { type: 'array', items: { $ref: getSchemaPath(schema) } },
      meta: {
        type: 'object',
        properties: {
          page: { type: 'number' },
          pageSize: { type: 'number' },
          total: { type: 'number' },
          ...(options.capped ? { totalCapped: TOTAL_CAPPED, ...PAGE_CURSORS } : {}),
        },
        ...(options.capped ? { required: ['page', 'pageSize', 'total', 'totalCapped'] } : {}),
      },
    },
  },
});

const TOTAL_CAPPED = {
  type: 'boolean',
  description:
    'True when counting stopped at `total`: at least that many match (show it as "1,000+").',
};

/** A listing page's cursors to the pages beside it (ListingPageQueryDto's `cursor`). */
export const PAGE_CURSORS = {
  next: {
    type: 'string',
    description:
      'Hand back as `cursor` with the next page number to read that page from where this one ended. Left out on the last page and for searches (`q`).',
  },
  previous: {
    type: 'string',
    description:
      'Hand back as `cursor` with the previous page number to read that page from where this one began. Left out for pages 1 and 2 and for searches (`q`).',
  },
};

/** Swagger reply of one such model, with the success message when `message` is set. */
export const oneOf = (schema: Type<object>, message = false) => ({
  schema: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['success'] },
      ...(message ? { message: { type: 'string' } } : {}),
      data: { $ref: getSchemaPath(schema) },
    },
  },
});

/** Swagger reply of a short list of such models (not paged). */
export const listOf = (schema: Type<object>) => ({
  schema: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['success'] },
      data: { type: 'array', items: { $ref: getSchemaPath(schema) } },
    },
  },
});
