import { DataSource, EntitySchema } from 'typeorm';
import { SelectStatements } from './select-statements';

interface Place {
  id: number;
  city: string;
  region: string;
}

const PlaceSchema = new EntitySchema<Place>({
  name: 'Place',
  tableName: 'places',
  columns: {
    id: { type: Number, primary: true },
    city: { type: String },
    region: { type: String },
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
      { id: 1, city: 'Adama', region: 'Oromia' },
      { id: 2, city: "Bahir Dar's lake", region: 'Amhara' },
      { id: 3, city: 'Bishoftu', region: 'Oromia' },
    ]);
    statements = new SelectStatements(dataSource);
  });

  afterAll(() => dataSource.destroy());

  const inRegion = (values: Record<string, string>) =>
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
});
