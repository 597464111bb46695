import { IsInt, IsOptional, IsString, Min, validateSync } from 'class-validator';
import { rememberValidationRules } from './remembered-rules';

class Paging {
  @IsOptional()
  @IsInt()
  @Min(1)
  page?: number;
}

class Search extends Paging {
  @IsOptional()
  @IsString()
  q?: unknown;
}

/** What a validation finds: each failing property with its failed constraints. */
function problems(value: object): Record<string, string[]> {
  const errors = validateSync(value, { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(
    errors.map((error) => [error.property, Object.keys(error.constraints ?? {}).sort()]),
  );
}

function search(fields: Record<string, unknown>): Search {
  return Object.assign(new Search(), fields);
}

describe('rememberValidationRules', () => {
  const cases = [
    search({ page: 2, q: 'toyota' }),
    search({ page: 0, q: 5 }),
    search({ page: 'two', unknown: 1 }),
  ];
  const before = cases.map(problems);

  beforeAll(() => rememberValidationRules());

  it('finds what validation found before, inherited rules included, however often asked', () => {
    expect(before).toEqual([
      {},
      { page: ['min'], q: ['isString'] },
      { page: ['isInt', 'min'], unknown: ['whitelistValidation'] },
    ]);
    for (let round = 0; round < 3; round++) expect(cases.map(problems)).toEqual(before);
  });

  it('learns the rules of a class defined later', () => {
    class Filters extends Search {
      @IsOptional()
      @IsInt()
      year?: unknown;
    }
    expect(problems(Object.assign(new Filters(), { page: 1, year: 'new' }))).toEqual({
      year: ['isInt'],
    });
  });

  it('learns a rule added to a class it has validated already', () => {
    expect(problems(search({ sort: 'newest' }))).toEqual({ sort: ['whitelistValidation'] });
    IsString()(Search.prototype, 'sort');
    expect(problems(search({ sort: 'newest' }))).toEqual({});
    expect(problems(search({ sort: 1 }))).toEqual({ sort: ['isString'] });
  });
});
