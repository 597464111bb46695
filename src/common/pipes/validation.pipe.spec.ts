import { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { createValidationPipe, RememberingValidationPipe } from './validation.pipe';

class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Max(100)
  pageSize = 20;

  @IsOptional()
  @IsIn(['ETB', 'USD'], { each: true })
  currency?: string[];

  get offset(): number {
    return (this.page - 1) * this.pageSize;
  }
}

class Inner {
  @IsString()
  name!: string;
}

class NestedQuery {
  @ValidateNested()
  @Type(() => Inner)
  inner!: Inner;
}

const query = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({
  type: 'query',
  metatype,
});

describe('the validation pipe with what it remembers', () => {
  let pipe: RememberingValidationPipe;
  beforeEach(() => {
    pipe = createValidationPipe() as RememberingValidationPipe;
  });

  it('gives each request its own copy of a query validated before', async () => {
    const given = () => ({ page: '3', pageSize: '10', currency: ['ETB', 'USD'] });
    const first = (await pipe.transform(given(), query(PageQuery))) as PageQuery;
    const second = (await pipe.transform(given(), query(PageQuery))) as PageQuery;
    expect(second).toBeInstanceOf(PageQuery);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(Object.keys(second)).toEqual(Object.keys(first));
    expect(second.offset).toBe(20);
    // A handler changing its copy (or the list in it) changes nothing for the next request.
    second.page = 99;
    second.currency!.push('EUR');
    const third = (await pipe.transform(given(), query(PageQuery))) as PageQuery;
    expect(third).toEqual({ page: 3, pageSize: 10, currency: ['ETB', 'USD'] });
    first.currency!.length = 0;
    expect(await pipe.transform(given(), query(PageQuery))).toEqual(third);
  });

  it('skips validating an input it has seen', async () => {
    const validateOnce = jest.spyOn(
      pipe as unknown as { toEmptyIfNil: () => unknown },
      'toEmptyIfNil',
    );
    await pipe.transform({ page: '2' }, query(PageQuery));
    await pipe.transform({ page: '2' }, query(PageQuery));
    await pipe.transform({ page: '2' }, { ...query(PageQuery), type: 'param' });
    expect(validateOnce).toHaveBeenCalledTimes(1);
    await pipe.transform({ page: '4' }, query(PageQuery));
    expect(validateOnce).toHaveBeenCalledTimes(2);
  });

  it('refuses a bad input every time, and an unknown field too', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({ page: '0' }, query(PageQuery))).rejects.toBeInstanceOf(
        BadRequestException,
      );
      await expect(
        pipe.transform({ page: '1', admin: 'true' }, query(PageQuery)),
      ).rejects.toBeInstanceOf(BadRequestException);
    }
    // The same values once valid are still answered.
    expect(await pipe.transform({ page: '1' }, query(PageQuery))).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('validates bodies, nested objects and long inputs every time', async () => {
    const validating = jest.spyOn(
      pipe as unknown as { toEmptyIfNil: () => unknown },
      'toEmptyIfNil',
    );
    await pipe.transform({ page: '2' }, { type: 'body', metatype: PageQuery });
    await pipe.transform({ page: '2' }, { type: 'body', metatype: PageQuery });
    const nested = { inner: { name: 'Bole' } };
    const first = (await pipe.transform(nested, query(NestedQuery))) as NestedQuery;
    const second = (await pipe.transform(nested, query(NestedQuery))) as NestedQuery;
    expect(second.inner).toBeInstanceOf(Inner);
    expect(second.inner).not.toBe(first.inner);
    const long = { currency: Array.from({ length: 100 }, () => 'ETB') };
    await pipe.transform(long, query(PageQuery));
    await pipe.transform(long, query(PageQuery));
    expect(validating).toHaveBeenCalledTimes(6);
  });

  it('keeps the same input apart for two classes', async () => {
    class OtherQuery {
      @IsOptional()
      @IsString()
      page?: string;
    }
    expect(await pipe.transform({ page: '5' }, query(PageQuery))).toEqual({
      page: 5,
      pageSize: 20,
    });
    expect(await pipe.transform({ page: '5' }, query(OtherQuery))).toEqual({ page: '5' });
    expect(await pipe.transform({ page: '5' }, query(PageQuery))).toBeInstanceOf(PageQuery);
  });

  it('forgets the least recently used input past its capacity', async () => {
    const validating = jest.spyOn(
      pipe as unknown as { toEmptyIfNil: () => unknown },
      'toEmptyIfNil',
    );
    const capacity = RememberingValidationPipe.CAPACITY;
    for (let page = 1; page <= capacity; page++) {
      await pipe.transform({ page: String(page) }, query(PageQuery));
    }
    await pipe.transform({ page: '1' }, query(PageQuery)); // used again: kept longest
    await pipe.transform({ page: String(capacity + 1) }, query(PageQuery)); // page 2 goes
    validating.mockClear();
    await pipe.transform({ page: '1' }, query(PageQuery));
    expect(validating).not.toHaveBeenCalled();
    await pipe.transform({ page: '2' }, query(PageQuery));
    expect(validating).toHaveBeenCalledTimes(1);
  });

  it('leaves primitives and parameters of no class as they are', async () => {
    expect(await pipe.transform('abc', { type: 'param', metatype: String, data: 'hash' })).toBe(
      'abc',
    );
    expect(await pipe.transform('7', { type: 'param', metatype: Number, data: 'id' })).toBe(7);
  });
});
