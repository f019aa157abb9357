import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Job } from '@bantuin/contract';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { accept, apply, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';

/*
 * 'Pesanan Saya' shows how many Yasa are waiting on an open order (issue 28, item 4). Fails on the
 * code before it: the Jalu's list had no applicantCount.
 */

let t: TestApp;
let jalu: TestUser;
let yasas: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  jalu = await readyJalu(t.app, 500_000);
  yasas = await Promise.all([readyYasa(t.app), readyYasa(t.app)]);
});
afterAll(() => t.close());

const active = async () =>
  (await t.app.inject({ method: 'GET', url: '/clients/jobs/active', headers: jalu.auth })).json<
    Job[]
  >();

it("counts an open order's waiting applicants, up to date after each application", async () => {
  const waiting = await createNitipJob(t.app, jalu);
  const given = await createNitipJob(t.app, jalu);
  const byId = (list: Job[], id: string) => list.find((job) => job._id === id)!;

  expect(byId(await active(), waiting).applicantCount).toBe(0);

  for (const yasa of yasas) expect((await apply(t.app, yasa, waiting)).statusCode).toBe(201);
  expect((await apply(t.app, yasas[0]!, given)).statusCode).toBe(201);
  expect((await accept(t.app, jalu, given, yasas[0]!.id)).statusCode).toBe(200);

  const list = await active();
  expect(byId(list, waiting).applicantCount).toBe(2);
  // Given to a Yasa: nobody is waiting any more, so no count.
  expect(byId(list, given).applicantCount).toBeUndefined();
});
