import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topups } from '../src/db/schema.js';
import { notificationSignature } from '../src/adapters/payment/provider.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { FakeMidtrans } from './support/fake-midtrans.js';
import { balanceOf, confirmTopup, openTopup } from './support/payments.js';

const SERVER_KEY = 'SB-Mid-server-test-key';
let fake: FakeMidtrans;
let t: TestApp;
let jalu: TestUser;

beforeAll(async () => {
  fake = await new FakeMidtrans(SERVER_KEY).start();
  t = await createTestApp({
    payments: { sandbox: false, production: false },
    midtrans: {
      serverKey: SERVER_KEY,
      clientKey: 'SB-Mid-client-test-key',
      apiUrl: fake.url,
      snapUrl: fake.url,
    },
  });
  jalu = await createUser(t.app, 'jalu');
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('Midtrans Snap', () => {
  it('opens a Snap transaction with Basic auth, the order id and the amount', async () => {
    const { trans_token, topupId } = await openTopup(t.app, jalu, 50_000);
    expect(trans_token).toBe(`snap-token-${topupId}`);
    const request = fake.requests.findLast((r) => r.path === '/snap/v1/transactions');
    expect(request).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
      body: {
        transaction_details: { order_id: topupId, gross_amount: 50_000 },
        customer_details: { email: jalu.email },
      },
    });
  });

  it('credits only once Midtrans reports settlement, asking its status API', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 80_000);

    const unknown = await confirmTopup(t.app, user, topupId);
    expect(unknown.statusCode).toBe(409);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/${topupId}/status` });

    fake.statuses.set(topupId, {
      transaction_status: 'capture',
      fraud_status: 'challenge',
      gross_amount: '80000.00',
    });
    expect((await confirmTopup(t.app, user, topupId)).statusCode).toBe(409);

    fake.statuses.set(topupId, {
      transaction_status: 'capture',
      fraud_status: 'accept',
      gross_amount: '80000.00',
    });
    const paid = await confirmTopup(t.app, user, topupId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ amount: 80_000, withdrawable: 0 });
    expect(await balanceOf(t.app, user)).toBe(80_000);
  });

  it('refuses a denied payment', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 15_000);
    fake.statuses.set(topupId, { transaction_status: 'deny', gross_amount: '15000.00' });
    const res = await confirmTopup(t.app, user, topupId);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOPUP_FAILED');
  });

  it('accepts the webhook signed with the Midtrans server key', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 45_000);
    const n = {
      order_id: topupId,
      status_code: '200',
      gross_amount: '45000.00',
      transaction_status: 'settlement',
      fraud_status: 'accept',
    };
    fake.statuses.set(topupId, { transaction_status: 'settlement', gross_amount: '45000.00' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/payment/notification',
      payload: { ...n, signature_key: notificationSignature(n, SERVER_KEY) },
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t.app, user)).toBe(45_000);

    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/payment/notification',
      payload: { ...n, signature_key: notificationSignature(n, 'another-key') },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('answers 502 when Midtrans fails, leaving no open top-up behind', async () => {
    const balanceBefore = await balanceOf(t.app, jalu);
    fake.failNextWith = 500;
    const res = await t.app.inject({
      method: 'POST',
      url: '/payment/topup',
      headers: jalu.auth,
      payload: { amount: 20_000 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    const [latest] = await t.database.db
      .select({ status: topups.status, amount: topups.amount })
      .from(topups)
      .where(eq(topups.userId, jalu.id))
      .orderBy(desc(topups.createdAt))
      .limit(1);
    expect(latest).toEqual({ status: 'failed', amount: 20_000 });
    expect(await balanceOf(t.app, jalu)).toBe(balanceBefore);
  });

  it('tells the web app to load Snap, allows it in the CSP, and has no sandbox', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/payment/config' });
    expect(config.json()).toEqual({
      provider: 'midtrans',
      snapJsUrl: `${fake.url}/snap/snap.js`,
      clientKey: 'SB-Mid-client-test-key',
    });
    // A page (here the API documentation; the app shell gets the same policy) may run Snap.
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${fake.url}`);
    const sandbox = await t.app.inject({ method: 'GET', url: '/payment/sandbox/snap.js' });
    expect(sandbox.statusCode).toBe(404);
  });

  it('credits a notification only when the status API confirms it', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 60_000);
    // A correctly signed pending notification whose unsigned status was changed to settlement.
    const pending = { order_id: topupId, status_code: '201', gross_amount: '60000.00' };
    const signature_key = notificationSignature(pending, SERVER_KEY);
    fake.statuses.set(topupId, { transaction_status: 'pending', gross_amount: '60000.00' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/payment/notification',
      payload: {
        ...pending,
        signature_key,
        transaction_status: 'settlement',
        fraud_status: 'accept',
      },
    });
    expect(tampered.statusCode).toBe(400);
    expect(await balanceOf(t.app, user)).toBe(0);

    // Consistent on its face, but Midtrans itself says the payment is still pending.
    const settled = { order_id: topupId, status_code: '200', gross_amount: '60000.00' };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/payment/notification',
      payload: {
        ...settled,
        signature_key: notificationSignature(settled, SERVER_KEY),
        transaction_status: 'settlement',
        fraud_status: 'accept',
      },
    });
    expect(forged.statusCode).toBe(200);
    expect(await balanceOf(t.app, user)).toBe(0);
    expect(fake.requests.some((r) => r.path === `/v2/${topupId}/status`)).toBe(true);

    fake.statuses.set(topupId, { transaction_status: 'settlement', gross_amount: '60000.00' });
    const real = await t.app.inject({
      method: 'POST',
      url: '/payment/notification',
      payload: {
        ...settled,
        signature_key: notificationSignature(settled, SERVER_KEY),
        transaction_status: 'settlement',
        fraud_status: 'accept',
      },
    });
    expect(real.statusCode).toBe(200);
    expect(await balanceOf(t.app, user)).toBe(60_000);
  });
});
