import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import {
  accept,
  apply,
  confirmDone,
  postBersih,
  readyJalu,
  readyYasa,
  sendProof,
} from './support/jobs.js';
import { balanceOf } from './support/payments.js';

let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [jalu, yasa] = await Promise.all([readyJalu(t.app, 2_000_000), readyYasa(t.app)]);
});
afterAll(() => t.close());

const detail = async (jobId: string, user: TestUser = jalu) =>
  (await t.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.auth })).json();

/** A Bebersih of `jalu` (with `tasks` as JSON text when given) with `yasa` accepted. */
async function assignedBersih(tasks?: string[]) {
  const posted = await postBersih(t.app, jalu, {
    photos: 1,
    fields: tasks ? { tasks: JSON.stringify(tasks) } : {},
  });
  expect(posted.statusCode).toBe(201);
  const jobId = posted.json<{ _id: string }>()._id;
  expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
  expect((await accept(t.app, jalu, jobId, yasa.id)).statusCode).toBe(200);
  return jobId;
}

describe('posting a Bebersih with a task list', () => {
  it('keeps the tasks in order, and a job without a list has none', async () => {
    const withList = await postBersih(t.app, jalu, {
      photos: 1,
      fields: { tasks: JSON.stringify(['Kamar tidur', ' Dapur ', 'Teras belakang']) },
    });
    expect(withList.statusCode).toBe(201);
    const job = await detail(withList.json()._id);
    expect(job.tasks).toEqual([
      { name: 'Kamar tidur', images: [] },
      { name: 'Dapur', images: [] },
      { name: 'Teras belakang', images: [] },
    ]);

    const without = await postBersih(t.app, jalu, { photos: 1 });
    expect(without.statusCode).toBe(201);
    expect((await detail(without.json()._id)).tasks).toEqual([]);
  });

  it('gives each of several Jalus posting at once their own list (one posting statement)', async () => {
    const jalus = await Promise.all([1, 2, 3].map(() => readyJalu(t.app, 500_000)));
    const lists = [['Dapur'], [], ['Kamar tidur', 'Kamar mandi']];
    const posted = await Promise.all(
      jalus.map((user, index) =>
        postBersih(t.app, user, {
          photos: 1,
          fields: lists[index]!.length ? { tasks: JSON.stringify(lists[index]) } : {},
        }),
      ),
    );
    for (const [index, res] of posted.entries()) {
      expect(res.statusCode).toBe(201);
      const job = await detail(res.json()._id, jalus[index]);
      expect(job.tasks.map((task: { name: string }) => task.name)).toEqual(lists[index]);
    }
  });

  it.each([
    ['more than 12', JSON.stringify(Array.from({ length: 13 }, (_, i) => `Ruang ${i + 1}`))],
    ['the same task twice', JSON.stringify(['Dapur', 'dapur'])],
    ['an empty name', JSON.stringify(['Dapur', '  '])],
    ['not a list', '{"Dapur":1}'],
    ['broken JSON', '["Dapur"'],
  ])('refuses %s with 400 and posts nothing', async (_case, tasks) => {
    const before = await balanceOf(t.app, jalu);
    const res = await postBersih(t.app, jalu, { photos: 1, fields: { tasks } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await balanceOf(t.app, jalu)).toBe(before);
  });
});

describe('proof per task', () => {
  it('refuses a task without a photo (TASK_PROOF_MISSING) and changes nothing', async () => {
    const jobId = await assignedBersih(['Kamar tidur', 'Dapur']);
    const res = await sendProof(t.app, yasa, jobId, { photos: 2, taskPhotos: [1, 0] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TASK_PROOF_MISSING',
      message: 'Tambahkan minimal 1 foto untuk tugas "Dapur"',
    });
    const job = await detail(jobId);
    expect(job.state).toBe('assigned');
    expect(job.tasks.every((task: { images: string[] }) => task.images.length === 0)).toBe(true);
  });

  it('refuses photos for a task not on the list, and more than before/after', async () => {
    const jobId = await assignedBersih(['Dapur']);
    const beyond = await sendProof(t.app, yasa, jobId, { photos: 0, taskPhotos: [1, 1] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('TASK_PROOF_MISSING');
    const tooMany = await sendProof(t.app, yasa, jobId, { photos: 0, taskPhotos: [3] });
    expect(tooMany.statusCode).toBe(400);
    expect((await detail(jobId)).state).toBe('assigned');
  });

  it('refuses more than 40 MB of photos in one proof with 413, however many tasks', async () => {
    const jobId = await assignedBersih(['Kamar tidur', 'Dapur', 'Kamar mandi']);
    // Six photos of 7 MB: each under the 8 MB per file, 42 MB together.
    const res = await sendProof(t.app, yasa, jobId, {
      photos: 0,
      taskPhotos: [2, 2, 2],
      photoBytes: 7 * 1024 * 1024,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Foto dalam satu kiriman maksimal 40 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect((await detail(jobId)).state).toBe('assigned');
  });

  it('accepts a photo per task (before/after optional) and the Jalu sees proof per task', async () => {
    const jobId = await assignedBersih(['Kamar tidur', 'Dapur', 'Kamar mandi']);
    const res = await sendProof(t.app, yasa, jobId, { photos: 0, taskPhotos: [2, 1, 1] });
    expect(res.statusCode).toBe(200);
    const job = await detail(jobId);
    expect(job.state).toBe('worker_confirmed');
    expect(job.tasks.map((task: { images: string[] }) => task.images.length)).toEqual([2, 1, 1]);
    expect(job.tasks.map((task: { name: string }) => task.name)).toEqual([
      'Kamar tidur',
      'Dapur',
      'Kamar mandi',
    ]);
    // Every task photo is also the job's proof, so complaints and history keep working.
    expect(job.status.confirmationImages).toEqual(
      job.tasks.flatMap((task: { images: string[] }) => task.images),
    );
    expect(new Set(job.status.confirmationImages).size).toBe(4);
    expect((await detail(jobId, yasa)).tasks).toEqual(job.tasks);
    expect((await confirmDone(t.app, jalu, jobId)).statusCode).toBe(200);
  });
});

describe('old jobs without a list', () => {
  it('keep the free proof: `image` photos, nothing per task', async () => {
    const jobId = await assignedBersih();
    const none = await sendProof(t.app, yasa, jobId, { photos: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Tambahkan minimal 1 foto bukti pekerjaan',
    });
    const perTask = await sendProof(t.app, yasa, jobId, { photos: 1, taskPhotos: [1] });
    expect(perTask.statusCode).toBe(400);
    expect(perTask.json().code).toBe('TASK_PROOF_MISSING');

    const res = await sendProof(t.app, yasa, jobId, { photos: 2 });
    expect(res.statusCode).toBe(200);
    const job = await detail(jobId);
    expect(job.tasks).toEqual([]);
    expect(job.status.confirmationImages).toHaveLength(2);
  });
});
