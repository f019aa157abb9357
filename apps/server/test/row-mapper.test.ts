import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { useCompiledRowMapper } from '../src/db/row-mapper.js';

const people = pgTable('people', {
  id: integer('id').primaryKey(),
  name: text('name'),
  born: timestamp('born', { withTimezone: true }),
  savings: bigint('savings', { mode: 'number' }),
});
const pets = pgTable('pets', {
  id: integer('id').primaryKey(),
  ownerId: integer('owner_id'),
  name: text('name').notNull(),
});

const client = new PGlite();
afterAll(() => client.close());

describe('the compiled row mapper', () => {
  it("maps rows exactly as drizzle's own mapping: tables, a missed left join, SQL, nulls", async () => {
    const db = drizzle(client);
    await db.execute(sql`create table people (id int primary key, name text, born timestamptz,
      savings bigint)`);
    await db.execute(sql`create table pets (id int primary key, owner_id int, name text not null)`);
    await db.insert(people).values([
      { id: 1, name: 'Sari', born: new Date('1990-05-01T00:00:00Z'), savings: 9_000_000_000 },
      { id: 2, name: 'Budi', born: null, savings: null },
      { id: 3, name: null, born: new Date('2001-01-01T00:00:00Z'), savings: 0 },
    ]);
    await db.insert(pets).values([
      { id: 10, ownerId: 1, name: 'Kucing' },
      { id: 11, ownerId: 3, name: 'Ikan' },
    ]);
    const select = () =>
      db
        .select({
          person: people,
          pet: pets,
          petName: pets.name,
          pets: sql<number>`(select count(*) from pets p where p.owner_id = ${people.id})`.mapWith(
            Number,
          ),
          shout: sql<string | null>`upper(${people.name})`,
        })
        .from(people)
        .leftJoin(pets, eq(pets.ownerId, people.id))
        .orderBy(people.id);

    const expected = await select().prepare('mapped_by_drizzle').execute();
    const compiled = select().prepare('mapped_compiled');
    useCompiledRowMapper(compiled);
    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toEqual(
      expect.any(Function),
    );
    expect(await compiled.execute()).toEqual(expected);
    // The cases that matter: Budi has no pet (the joined object is null), dates and bigints decoded.
    expect(expected[1]!.pet).toBeNull();
    expect(expected[0]!.person.born).toEqual(new Date('1990-05-01T00:00:00Z'));
    expect(expected[0]!.person.savings).toBe(9_000_000_000);
    expect(expected[0]!.pets).toBe(1);
  });
});
