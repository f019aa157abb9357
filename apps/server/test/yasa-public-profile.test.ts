import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PublicYasaProfile, Review } from '@bantuin/contract';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { createFinishedJob, readyJalu, readyYasa, sendReview } from './support/jobs.js';

/* A Jalu choosing a Yasa opens their public profile (issue 28, item 5). */

let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;
let newcomer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [jalu, yasa, newcomer] = await Promise.all([
    readyJalu(t.app, 1_000_000),
    readyYasa(t.app),
    readyYasa(t.app),
  ]);
  const jobId = await createFinishedJob(t.app, jalu, yasa);
  expect((await sendReview(t.app, jalu, jobId, { rating: '4', photos: 1 })).statusCode).toBe(201);
  // The Yasa rates the Jalu too: both rated, the Jalu's 4 is revealed and counts in the mean.
  const rated = await t.app.inject({
    method: 'POST',
    url: `/workers/jobs/${jobId}/review`,
    headers: yasa.auth,
    payload: { rating: 5 },
  });
  expect(rated.statusCode).toBe(201);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user.auth });

it('shows a Yasa to a Jalu: rating, jobs done, back-outs, member since, nothing private', async () => {
  const res = await get(`/clients/yasa/${yasa.id}`, jalu);
  expect(res.statusCode).toBe(200);
  const profile = res.json<PublicYasaProfile>();
  expect(profile).toEqual({
    _id: yasa.id,
    name: expect.stringMatching(/^Yasa /),
    profilePicture: null,
    bio: null,
    rating: 4,
    jobDone: 1,
    cancelledJobs: 0,
    memberSince: expect.any(String),
    verified: false,
  });
  expect(res.body).not.toContain(yasa.email);

  const newOne = (await get(`/clients/yasa/${newcomer.id}`, jalu)).json<PublicYasaProfile>();
  expect(newOne.rating).toBeUndefined();
});

it("lists the Yasa's reviews with their photos", async () => {
  const reviews = (await get(`/clients/yasa/${yasa.id}/reviews`, jalu)).json<Review[]>();
  expect(reviews).toHaveLength(1);
  expect(reviews[0]).toMatchObject({ rating: 4, description: 'Rapi dan tepat waktu' });
  expect(reviews[0]!.images).toHaveLength(1);
  expect((await get(`/clients/yasa/${newcomer.id}/reviews`, jalu)).json()).toEqual([]);
});

it('is for Jalu only, and only about Yasa', async () => {
  expect((await get(`/clients/yasa/${yasa.id}`, newcomer)).statusCode).toBe(403);
  expect((await get(`/clients/yasa/${jalu.id}`, jalu)).statusCode).toBe(404);
  expect((await get(`/clients/yasa/${jalu.id}/reviews`, jalu)).statusCode).toBe(404);
  expect((await get('/clients/yasa/bukan-id', jalu)).statusCode).toBe(400);
});
