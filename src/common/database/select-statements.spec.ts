import { DataSource, EntitySchema, QueryFailedError } from 'typeorm';
import { Markers, SelectStatements } from './select-statements';

interface Place {
  id: number;
  city: string;
  region: string;
  listedAt: Date;
}

const PlaceSchema = new EntitySchema<Place>({
  name: 'Place',
  tableName: 'places',
  columns: {
    id: { type: Number, primary: true },
    city: { type: String },
    region: { type: String },
    listedAt: { type: 'datetime' },
  },
});

describe('SelectStatements', () => {
  let dataSource: DataSource;
  let statements: SelectStatements;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [PlaceSchema],
      synchronize: true,
    });
    await dataSource.initialize();
    await dataSource.getRepository(PlaceSchema).insert([
      { id: 1, city: 'Adama', region: 'Oromia', listedAt: new Date('2026-01-10T08:00:00Z') },
      {
        id: 2,
        city: "Bahir Dar's lake",
        region: 'Amhara',
        listedAt: new Date('2026-03-01T12:30:00Z'),
      },
      { id: 3, city: 'Bishoftu', region: 'Oromia', listedAt: new Date('2026-03-01T12:30:01Z') },
    ]);
    statements = new SelectStatements(dataSource);
  });

  afterAll(() => dataSource.destroy());

  const inRegion = (values: Markers) =>
    dataSource
      .getRepository(PlaceSchema)
      .createQueryBuilder('p')
      .select('p.city', 'city')
      .where('p.region = :region AND p.id >= :from', values)
      .orderBy('p.id', 'ASC');

  it('builds a shape once and binds each call its own values', async () => {
    const build = jest.fn(inRegion);
    const oromia = await statements.rows('in-region', build, { region: 'Oromia', from: 1 });
    const later = await statements.rows('in-region', build, { region: 'Oromia', from: 2 });
    const amhara = await statements.rows('in-region', build, { region: 'Amhara', from: 0 });
    expect(build).toHaveBeenCalledTimes(1);
    expect(oromia).toEqual([{ city: 'Adama' }, { city: 'Bishoftu' }]);
    expect(later).toEqual([{ city: 'Bishoftu' }]);
    expect(amhara).toEqual([{ city: "Bahir Dar's lake" }]);
  });

  it('never writes a value into the text: quotes and SQL in a value are only data', async () => {
    const rows = await statements.rows(
      'city-is',
      (values) =>
        dataSource
          .getRepository(PlaceSchema)
          .createQueryBuilder('p')
          .select('p.id', 'id')
          .where('p.city = :city', values),
      { city: "Bahir Dar's lake" },
    );
    expect(rows).toEqual([{ id: 2 }]);
    expect(
      await statements.rows(
        'city-is',
        () => {
          throw new Error('built again');
        },
        { city: "x' OR '1'='1" },
      ),
    ).toEqual([]);
  });

  it('refuses a statement that binds a value it was not given', async () => {
    await expect(
      statements.rows('fixed-region', () =>
        dataSource
          .getRepository(PlaceSchema)
          .createQueryBuilder('p')
          .where('p.region = :region', { region: 'Oromia' }),
      ),
    ).rejects.toThrow('The statement fixed-region binds a value it was not given');
  });

  it('binds a list item by item, one shape per length', async () => {
    const build = jest.fn((values: Markers) =>
      dataSource
        .getRepository(PlaceSchema)
        .createQueryBuilder('p')
        .select('p.id', 'id')
        .where('p.id IN (:...ids)', values)
        .orderBy('p.id', 'ASC'),
    );
    expect(await statements.rows('ids', build, { ids: [3, 1] })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await statements.rows('ids', build, { ids: [2, 3] })).toEqual([{ id: 2 }, { id: 3 }]);
    expect(await statements.rows('ids', build, { ids: [2] })).toEqual([{ id: 2 }]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('compares a date as the column stores it, to the millisecond', async () => {
    const listedAfter = (since: Date) =>
      statements.rows(
        'listed-after',
        (values) =>
          dataSource
            .getRepository(PlaceSchema)
            .createQueryBuilder('p')
            .select('p.id', 'id')
            .where('p.listedAt > :since', values)
            .orderBy('p.id', 'ASC'),
        { since },
      );
    expect(await listedAfter(new Date('2026-03-01T12:30:00Z'))).toEqual([{ id: 3 }]);
    expect(await listedAfter(new Date('2026-03-01T12:29:59.999Z'))).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('keeps at most CAPACITY shapes, dropping the oldest first', async () => {
    const kept = new SelectStatements(dataSource);
    const byId = (values: Markers) =>
      dataSource
        .getRepository(PlaceSchema)
        .createQueryBuilder('p')
        .select('p.city', 'city')
        .where('p.id = :id', values);
    const build = jest.fn(byId);
    for (let shape = 0; shape <= SelectStatements.CAPACITY; shape++) {
      await kept.rows(`shape ${shape}`, build, { id: 1 });
    }
    expect(build).toHaveBeenCalledTimes(SelectStatements.CAPACITY + 1);
    await kept.rows(`shape ${SelectStatements.CAPACITY}`, build, { id: 1 });
    expect(build).toHaveBeenCalledTimes(SelectStatements.CAPACITY + 1);
    expect(await kept.rows('shape 0', build, { id: 3 })).toEqual([{ city: 'Bishoftu' }]);
    expect(build).toHaveBeenCalledTimes(SelectStatements.CAPACITY + 2);
  });

  it("compiles a shape once and reads it with each call's values", async () => {
    const connection = (dataSource.driver as unknown as { databaseConnection: object })
      .databaseConnection as { prepare: (sql: string) => unknown };
    const prepare = jest.spyOn(connection, 'prepare');
    try {
      for (const id of [1, 2, 3, 1]) {
        await statements.rows(
          'region-by-id',
          (values) =>
            dataSource
              .getRepository(PlaceSchema)
              .createQueryBuilder('p')
              .select('p.region', 'region')
              .where('p.id = :id', values),
          { id },
        );
      }
      expect(prepare).toHaveBeenCalledTimes(1);
    } finally {
      prepare.mockRestore();
    }
  });

  it('fails as TypeORM would, naming the statement', async () => {
    const failed = statements.rows(
      'no-such-column',
      (values) =>
        dataSource
          .getRepository(PlaceSchema)
          .createQueryBuilder('p')
          .select('p.nothing', 'nothing')
          .where('p.id = :id', values),
      { id: 1 },
    );
    await expect(failed).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failed).rejects.toMatchObject({
      query: expect.stringContaining('nothing'),
      parameters: [1],
    });
  });
});
