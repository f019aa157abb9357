import type { Job, WalletTransaction } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes, ledgerAccounts, SYSTEM_ACCOUNTS } from '../src/db/schema.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import {
  accept,
  apply,
  cancel,
  confirmDone,
  postNitip,
  readyJalu,
  readyYasa,
  sendProof,
} from './support/jobs.js';
import {
  cancellationQuote,
  escrowOf,
  fileDispute,
  jobRow,
  setJobTimes,
} from './support/lifecycle.js';
import { multipartBody, type FormEntry } from './support/multipart.js';
import { balanceOf, fundWallet } from './support/payments.js';
import {
  answerExtra as answerShoppingExtra,
  answerReplacement as answerShoppingReplacement,
  tickItem,
} from './support/shopping.js';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const FEE = 25_000;
const CAP = 100_000;
const HELD = FEE + 2_000 + CAP;
const ITEMS = [
  { name: 'Beras 5 kg', quantity: 1, estimatedPrice: 70_000 },
  { name: 'Susu kotak', quantity: 2, note: 'Yang full cream' },
  { name: 'Telur', quantity: 10 },
];

const detail = async (user: TestUser, jobId: string) =>
  (await t.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.auth })).json<Job>();

async function postShopping(jalu: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await postNitip(t.app, jalu, {
    fee: FEE,
    items: ITEMS,
    shoppingCap: CAP,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** A Nitip with the list and cap, its Yasa accepted. */
async function assignedShopping(spare = 0) {
  const jalu = await readyJalu(t.app, HELD + spare);
  const yasa = await readyYasa(t.app);
  const jobId = await postShopping(jalu);
  expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
  expect((await accept(t.app, jalu, jobId, yasa.id)).statusCode).toBe(200);
  return { jalu, yasa, jobId };
}

const tick = (yasa: TestUser, jobId: string, itemId: string, body: Record<string, unknown>) =>
  tickItem(t.app, yasa, jobId, itemId, body);
const answerReplacement = (jalu: TestUser, jobId: string, itemId: string, approve: boolean) =>
  answerShoppingReplacement(t.app, jalu, jobId, itemId, approve);
const answerExtra = (jalu: TestUser, jobId: string, approve: boolean) =>
  answerShoppingExtra(t.app, jalu, jobId, approve);
async function sendReceipt(yasa: TestUser, jobId: string, total: string, photos = 1) {
  const photo = await makeImage(200, 300);
  const entries: FormEntry[] = [['total', total]];
  for (let i = 0; i < photos; i++) {
    entries.push(['image', { data: photo, filename: `struk-${i}.jpg`, contentType: 'image/jpeg' }]);
  }
  const body = await multipartBody(entries);
  return t.app.inject({
    method: 'POST',
    url: `/workers/jobs/${jobId}/receipt`,
    headers: { ...yasa.auth, ...body.headers },
    payload: body.payload,
  });
}

/** Ticks the three items: bought, replaced with approval, unavailable. */
async function shop(jalu: TestUser, yasa: TestUser, jobId: string) {
  const [beras, susu, telur] = (await detail(yasa, jobId)).items;
  expect((await tick(yasa, jobId, beras!._id, { state: 'bought' })).statusCode).toBe(200);
  const replaced = await tick(yasa, jobId, susu!._id, {
    state: 'replaced',
    replacement: 'Susu UHT',
  });
  expect(replaced.statusCode).toBe(200);
  expect((await answerReplacement(jalu, jobId, susu!._id, true)).statusCode).toBe(200);
  expect((await tick(yasa, jobId, telur!._id, { state: 'unavailable' })).statusCode).toBe(200);
}

const revenue = async () =>
  (
    await t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, SYSTEM_ACCOUNTS.revenue))
  )[0]!.balance;

/** The body of the person's newest notice of `kind`, as the inbox renders it. */
const noticeBody = async (user: TestUser, kind: string) =>
  (await t.app.inject({ method: 'GET', url: '/notifications', headers: user.auth }))
    .json<{ items: { kind: string; body: string }[] }>()
    .items.find((item) => item.kind === kind)?.body;

const statementKinds = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/profile/wallet/transactions', headers: user.auth }))
    .json<WalletTransaction[]>()
    .map((line) => `${line.kind} ${line.amount}`);

describe('posting a Nitip with a shopping list', () => {
  it('holds the cap with the fee and shows the list; older clients still post without one', async () => {
    const jalu = await readyJalu(t.app, HELD + FEE + 2_000);
    const jobId = await postShopping(jalu);
    expect(await balanceOf(t.app, jalu)).toBe(FEE + 2_000);
    expect(await escrowOf(t.database.db, jobId)).toBe(HELD);
    const job = await detail(jalu, jobId);
    expect(job.shoppingCap).toBe(CAP);
    expect(job.purchase).toBeNull();
    expect(
      job.items.map(({ name, quantity, note, estimatedPrice, state }) => ({
        name,
        quantity,
        note,
        estimatedPrice,
        state,
      })),
    ).toEqual([
      { name: 'Beras 5 kg', quantity: 1, note: null, estimatedPrice: 70_000, state: 'pending' },
      {
        name: 'Susu kotak',
        quantity: 2,
        note: 'Yang full cream',
        estimatedPrice: null,
        state: 'pending',
      },
      { name: 'Telur', quantity: 10, note: null, estimatedPrice: null, state: 'pending' },
    ]);

    const plain = await postNitip(t.app, jalu, { fee: FEE });
    expect(plain.statusCode).toBe(201);
    const old = await detail(jalu, plain.json<{ _id: string }>()._id);
    expect(old.items).toEqual([]);
    expect(old.shoppingCap).toBeNull();
    expect(await balanceOf(t.app, jalu)).toBe(0);
  });

  it('refuses a bad list or cap, and a wallet that does not cover the cap, writing nothing', async () => {
    const jalu = await readyJalu(t.app, HELD - 1);
    for (const overrides of [
      { items: undefined, shoppingCap: CAP },
      { shoppingCap: 5_000 },
      { shoppingCap: 6_000_000 },
      { items: [] },
      { items: Array.from({ length: 31 }, () => ({ name: 'Gula', quantity: 1 })) },
      { items: [{ name: '', quantity: 1 }] },
      { items: [{ name: 'Gula', quantity: 0 }] },
      { shoppingCap: 10_000.5 },
    ]) {
      const res = await postNitip(t.app, jalu, {
        fee: FEE,
        items: ITEMS,
        shoppingCap: CAP,
        ...overrides,
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    const short = await postNitip(t.app, jalu, { fee: FEE, items: ITEMS, shoppingCap: CAP });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(t.app, jalu)).toBe(HELD - 1);
  });

  it('gives the cap back with the fee on cancellation, and the quote says so', async () => {
    const jalu = await readyJalu(t.app, HELD);
    const jobId = await postShopping(jalu);
    expect((await cancellationQuote(t.app, jalu, jobId)).json()).toMatchObject({ refund: HELD });
    expect((await cancel(t.app, jalu, jobId)).statusCode).toBe(200);
    expect(await balanceOf(t.app, jalu)).toBe(HELD);
  });
});

describe('at the shop and at settlement', () => {
  it('within the cap: the Yasa gets fee + purchase, the Jalu the rest of the cap, revenue the admin fee', async () => {
    const { jalu, yasa, jobId } = await assignedShopping();
    const revenueBefore = await revenue();
    // Not before every item is ticked, and no proof before the receipt.
    const early = await sendReceipt(yasa, jobId, '80000');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ITEMS_PENDING' });
    await shop(jalu, yasa, jobId);
    const noReceipt = await sendProof(t.app, yasa, jobId);
    expect(noReceipt.statusCode).toBe(409);
    expect(noReceipt.json()).toMatchObject({ code: 'RECEIPT_REQUIRED' });

    const sentFrom = Date.now();
    expect((await sendReceipt(yasa, jobId, '80000', 2)).statusCode).toBe(201);
    // The Yasa's page asks the rules again from the answer: the receipt is sent (when, for real),
    // so the proof is next, and neither another receipt nor backing out is offered.
    const asYasa = await detail(yasa, jobId);
    expect(Date.parse(asYasa.purchase!.sentAt)).toBeGreaterThanOrEqual(sentFrom - 1000);
    expect(asYasa.actions).toContain('submitProof');
    expect(asYasa.actions).not.toContain('submitReceipt');
    expect(asYasa.actions).not.toContain('backOut');
    const asJalu = await detail(jalu, jobId);
    expect(asJalu.purchase).toMatchObject({ total: 80_000, extraApproved: null });
    expect(asJalu.purchase!.receipts).toHaveLength(2);
    expect(asJalu.items.map((item) => [item.state, item.replacement?.approval ?? null])).toEqual([
      ['bought', null],
      ['replaced', 'approved'],
      ['unavailable', null],
    ]);
    // The Yasa spent the money: the Jalu can no longer cancel, nor the Yasa back out.
    const late = await cancel(t.app, jalu, jobId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RECEIPT_ALREADY_SENT' });
    expect((await sendReceipt(yasa, jobId, '1000')).json()).toMatchObject({
      code: 'RECEIPT_ALREADY_SENT',
    });

    expect((await sendProof(t.app, yasa, jobId)).statusCode).toBe(200);
    expect((await confirmDone(t.app, jalu, jobId)).statusCode).toBe(200);
    expect(await balanceOf(t.app, yasa)).toBe(FEE + 80_000);
    expect(await balanceOf(t.app, jalu)).toBe(CAP - 80_000);
    expect((await revenue()) - revenueBefore).toBe(2_000);
    expect(await escrowOf(t.database.db, jobId)).toBe(0);
    expect(await statementKinds(jalu)).toContain(`shopping_refund ${CAP - 80_000}`);
    expect(await statementKinds(yasa)).toEqual(
      expect.arrayContaining([`shopping_payout 80000`, `job_payout ${FEE}`]),
    );
  });

  it('above the cap: refused cleanly while the wallet is short, taken from it once approved', async () => {
    const { jalu, yasa, jobId } = await assignedShopping();
    await shop(jalu, yasa, jobId);
    expect((await sendReceipt(yasa, jobId, '130000')).statusCode).toBe(201);
    const short = await answerExtra(jalu, jobId, true);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await detail(jalu, jobId)).purchase).toMatchObject({ extraApproved: null });
    expect(await escrowOf(t.database.db, jobId)).toBe(HELD);

    await fundWallet(t.app, jalu, 30_000);
    expect((await answerExtra(jalu, jobId, true)).statusCode).toBe(200);
    expect(await balanceOf(t.app, jalu)).toBe(0);
    expect(await escrowOf(t.database.db, jobId)).toBe(HELD + 30_000);
    expect((await answerExtra(jalu, jobId, true)).json()).toMatchObject({
      code: 'NOTHING_TO_APPROVE',
    });

    // Auto-release settles the same way as a confirmation.
    expect((await sendProof(t.app, yasa, jobId)).statusCode).toBe(200);
    await setJobTimes(t.database.db, jobId, { workerConfirmedAt: new Date(0) });
    await t.app.completion.releaseDue();
    expect(await balanceOf(t.app, yasa)).toBe(FEE + 130_000);
    expect(await balanceOf(t.app, jalu)).toBe(0);
    expect(await escrowOf(t.database.db, jobId)).toBe(0);
  });

  it('above the cap, declined: the Yasa is reimbursed up to the cap', async () => {
    const { jalu, yasa, jobId } = await assignedShopping();
    await shop(jalu, yasa, jobId);
    expect((await sendReceipt(yasa, jobId, '130000')).statusCode).toBe(201);
    expect((await answerExtra(jalu, jobId, false)).statusCode).toBe(200);
    expect((await detail(yasa, jobId)).purchase).toMatchObject({ extraApproved: false });
    await sendProof(t.app, yasa, jobId);
    expect((await confirmDone(t.app, jalu, jobId)).statusCode).toBe(200);
    expect(await balanceOf(t.app, yasa)).toBe(FEE + CAP);
    expect(await balanceOf(t.app, jalu)).toBe(0);
  });

  it('a declined replacement leaves the item unbought; only the parties touch the list', async () => {
    const { jalu, yasa, jobId } = await assignedShopping();
    const stranger = await readyYasa(t.app);
    const [beras] = (await detail(yasa, jobId)).items;
    expect((await tick(stranger, jobId, beras!._id, { state: 'bought' })).statusCode).toBe(404);
    expect((await tick(yasa, jobId, beras!._id, { state: 'replaced' })).statusCode).toBe(400);
    await tick(yasa, jobId, beras!._id, { state: 'replaced', replacement: 'Beras 2 kg' });
    const other = await readyJalu(t.app, 0);
    expect((await answerReplacement(other, jobId, beras!._id, true)).statusCode).toBe(404);
    expect((await answerReplacement(jalu, jobId, beras!._id, false)).statusCode).toBe(200);
    const [after] = (await detail(jalu, jobId)).items;
    expect(after).toMatchObject({
      state: 'unavailable',
      replacement: { name: 'Beras 2 kg', approval: 'declined' },
    });
    expect((await answerReplacement(jalu, jobId, beras!._id, true)).json()).toMatchObject({
      code: 'NOTHING_TO_APPROVE',
    });
  });
});

const adminCancel = (jobId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/jobs/${jobId}/cancel`,
    headers: admin.auth,
    payload: { reason: 'Yasa ditangguhkan' },
  });

describe('what each side is offered (the table, through the job answers)', () => {
  it('the Yasa: the receipt, then the proof; the Jalu: the extra to answer, no cancel after the receipt', async () => {
    const { jalu, yasa, jobId } = await assignedShopping(30_000);
    await shop(jalu, yasa, jobId);
    expect((await detail(yasa, jobId)).actions).toEqual(['backOut', 'submitReceipt', 'chat']);
    expect((await detail(jalu, jobId)).actions).toEqual(['cancel', 'chat']);
    expect((await sendReceipt(yasa, jobId, '130000')).statusCode).toBe(201);
    expect((await detail(yasa, jobId)).actions).toEqual(['submitProof', 'chat']);
    expect((await detail(jalu, jobId)).actions).toEqual(['answerExtra', 'chat']);
    expect((await answerExtra(jalu, jobId, false)).statusCode).toBe(200);
    expect((await detail(jalu, jobId)).actions).toEqual(['chat']);
  });
});

describe("an operator's cancel after the receipt", () => {
  it('reimburses the Yasa what the receipt shows, the rest of the cap and the fee back, audited', async () => {
    const { jalu, yasa, jobId } = await assignedShopping();
    await shop(jalu, yasa, jobId);
    expect((await sendReceipt(yasa, jobId, '80000')).statusCode).toBe(201);

    const res = await adminCancel(jobId);
    expect(res.statusCode, res.body).toBe(200);
    // Accepted within the hour without a time: the fee part is free, everything back but the
    // 80 000 the Yasa spent on the Jalu's shopping.
    expect(res.json()).toEqual({
      refund: HELD - 80_000,
      compensation: 0,
      late: false,
      kind: 'free',
      purchase: 80_000,
    });
    expect(await escrowOf(t.database.db, jobId)).toBe(0);
    expect(await balanceOf(t.app, yasa)).toBe(80_000);
    expect(await balanceOf(t.app, jalu)).toBe(HELD - 80_000);
    expect(await statementKinds(yasa)).toEqual(['shopping_payout 80000']);
    expect(await statementKinds(jalu)).toEqual(
      expect.arrayContaining(['job_refund 27000', 'shopping_refund 20000']),
    );
    // The Yasa's notice names the shopping money that reached them.
    expect(await noticeBody(yasa, 'job_cancelled_for_worker')).toMatch(
      /Uang belanja Rp\s80\.000 sesuai struk sudah diganti ke saldo kamu/,
    );
    const audit = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: admin.auth });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        action: 'job.cancelled',
        targetId: jobId,
        after: expect.objectContaining({ purchase: 80_000, refund: HELD - 80_000 }),
      }),
    );
  });

  it('late, above the cap with the extra approved: compensation on the fee, the receipt in full', async () => {
    const { jalu, yasa, jobId } = await assignedShopping(30_000);
    await shop(jalu, yasa, jobId);
    await setJobTimes(t.database.db, jobId, { scheduledAt: new Date(Date.now() + 3_600_000) });
    expect((await sendReceipt(yasa, jobId, '130000')).statusCode).toBe(201);
    expect((await answerExtra(jalu, jobId, true)).statusCode).toBe(200);

    const res = await adminCancel(jobId);
    expect(res.statusCode, res.body).toBe(200);
    // LATE_CANCEL_PERCENT (20) of the fee to the Yasa, the whole receipt reimbursed.
    expect(res.json()).toMatchObject({ compensation: 5_000, purchase: 130_000, late: true });
    expect(await balanceOf(t.app, yasa)).toBe(5_000 + 130_000);
    expect(await balanceOf(t.app, jalu)).toBe(FEE + 2_000 - 5_000);
    expect(await escrowOf(t.database.db, jobId)).toBe(0);
  });
});

describe("a complaint's decision splits the shopping money too", () => {
  /** A Nitip whose receipt shows 80 000 spent, proof sent, complained about. */
  async function disputedShopping() {
    const { jalu, yasa, jobId } = await assignedShopping();
    await shop(jalu, yasa, jobId);
    expect((await sendReceipt(yasa, jobId, '80000')).statusCode).toBe(201);
    expect((await sendProof(t.app, yasa, jobId)).statusCode).toBe(200);
    expect((await fileDispute(t.app, jalu, jobId)).statusCode).toBe(201);
    const [dispute] = await t.database.db.select().from(disputes).where(eq(disputes.jobId, jobId));
    return { jalu, yasa, jobId, disputeId: dispute!.id };
  }
  const resolve = (disputeId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/disputes/${disputeId}/resolve`,
      headers: admin.auth,
      payload: { note: 'Dibagi', ...body },
    });

  it('shows the operator the money held and spent; the Yasa gets the part decided, the rest goes back', async () => {
    const { jalu, yasa, jobId, disputeId } = await disputedShopping();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/admin/disputes/${disputeId}`,
      headers: admin.auth,
    });
    expect(detail.json().shopping).toMatchObject({ held: CAP, spent: 80_000 });
    expect(detail.json().shopping.receipts).toHaveLength(1);

    const res = await resolve(disputeId, { workerAmount: 10_000, purchaseAmount: 30_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      workerAmount: 10_000,
      refund: FEE - 10_000,
      note: 'Dibagi',
      purchase: 30_000,
      purchaseRefund: CAP - 30_000,
    });
    expect(await escrowOf(t.database.db, jobId)).toBe(0);
    expect(await balanceOf(t.app, yasa)).toBe(10_000 + 30_000);
    expect(await balanceOf(t.app, jalu)).toBe(FEE - 10_000 + CAP - 30_000);
    // Both notices name the fee's split and the shopping money's.
    for (const person of [jalu, yasa]) {
      expect(await noticeBody(person, 'dispute_resolved')).toMatch(
        /Rp\s10\.000 untuk Yasa, Rp\s15\.000 kembali ke Jalu\. Uang belanja: Rp\s30\.000 diganti ke Yasa, Rp\s70\.000 kembali ke Jalu\./,
      );
    }
    // Both sides and the console read the same decision.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}/dispute`,
      headers: jalu.auth,
    });
    expect(seen.json().resolution).toMatchObject({ purchase: 30_000, purchaseRefund: 70_000 });
    const after = await t.app.inject({
      method: 'GET',
      url: `/admin/disputes/${disputeId}`,
      headers: admin.auth,
    });
    expect(after.json().resolution).toMatchObject({ purchase: 30_000, purchaseRefund: 70_000 });
    const audit = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: admin.auth });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        action: 'dispute.resolved',
        targetId: disputeId,
        after: expect.objectContaining({ purchase: 30_000, purchaseRefund: 70_000 }),
      }),
    );
  });

  it('without a purchase part, the Yasa gets what the receipt shows (as at confirmation)', async () => {
    const { jalu, yasa, disputeId } = await disputedShopping();
    const res = await resolve(disputeId, { workerAmount: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ purchase: 80_000, purchaseRefund: CAP - 80_000 });
    expect(await balanceOf(t.app, yasa)).toBe(80_000);
    expect(await balanceOf(t.app, jalu)).toBe(FEE + 2_000 + CAP - 80_000);
  });

  it('refuses more than the receipt shows, or a purchase part on a job without one; nothing moves', async () => {
    const { jobId, disputeId } = await disputedShopping();
    const over = await resolve(disputeId, { workerAmount: 0, purchaseAmount: 80_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('struk');
    expect(await escrowOf(t.database.db, jobId)).toBe(HELD);
    expect((await jobRow(t.database.db, jobId)).status).toBe('disputed');

    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const plain = await postNitip(t.app, jalu, { fee: FEE });
    const plainId = plain.json<{ _id: string }>()._id;
    await apply(t.app, yasa, plainId);
    await accept(t.app, jalu, plainId, yasa.id);
    await sendProof(t.app, yasa, plainId);
    await fileDispute(t.app, jalu, plainId);
    const [dispute] = await t.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.jobId, plainId));
    const refused = await resolve(dispute!.id, { workerAmount: 0, purchaseAmount: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('NOT_A_SHOPPING_JOB');
    expect((await jobRow(t.database.db, plainId)).status).toBe('disputed');
    const ok = await resolve(dispute!.id, { workerAmount: 0 });
    expect(ok.json()).toEqual({ workerAmount: 0, refund: FEE + 2_000, note: 'Dibagi' });
  });
});

// On PGlite one connection runs everything in turn: a race there proves nothing.
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('shopping money races on PostgreSQL', () => {
  it('receipt racing cancel: one wins, and the money follows it', async () => {
    for (let round = 0; round < 4; round++) {
      const { jalu, yasa, jobId } = await assignedShopping();
      await shop(jalu, yasa, jobId);
      const [receipt, cancelled] = await Promise.all([
        sendReceipt(yasa, jobId, '50000'),
        cancel(t.app, jalu, jobId),
      ]);
      if (cancelled.statusCode === 200) {
        expect(receipt.statusCode).toBe(409);
        expect(await escrowOf(t.database.db, jobId)).toBe(0);
        // Accepted within the hour without a time: free, everything back.
        expect(await balanceOf(t.app, jalu)).toBe(HELD);
      } else {
        expect(receipt.statusCode).toBe(201);
        expect(cancelled.json()).toMatchObject({ code: 'RECEIPT_ALREADY_SENT' });
        expect(await escrowOf(t.database.db, jobId)).toBe(HELD);
      }
    }
  });

  it('twenty identical operator cancels after the receipt: settled exactly once', async () => {
    const { jalu, yasa, jobId } = await assignedShopping();
    await shop(jalu, yasa, jobId);
    expect((await sendReceipt(yasa, jobId, '80000')).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => adminCancel(jobId)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    expect(await escrowOf(t.database.db, jobId)).toBe(0);
    expect(await balanceOf(t.app, yasa)).toBe(80_000);
    expect(await balanceOf(t.app, jalu)).toBe(HELD - 80_000);
    expect(await statementKinds(yasa)).toEqual(['shopping_payout 80000']);
  });

  it('approving the extra racing the confirmation: settled once, no rupiah made or lost', async () => {
    for (let round = 0; round < 4; round++) {
      const { jalu, yasa, jobId } = await assignedShopping(30_000);
      await shop(jalu, yasa, jobId);
      await sendReceipt(yasa, jobId, '130000');
      await sendProof(t.app, yasa, jobId);
      const [approved, confirmed] = await Promise.all([
        answerExtra(jalu, jobId, true),
        confirmDone(t.app, jalu, jobId),
      ]);
      expect(confirmed.statusCode).toBe(200);
      expect(await escrowOf(t.database.db, jobId)).toBe(0);
      if (approved.statusCode === 200) {
        expect(await balanceOf(t.app, yasa)).toBe(FEE + 130_000);
        expect(await balanceOf(t.app, jalu)).toBe(0);
      } else {
        expect(approved.statusCode).toBe(409);
        expect(await balanceOf(t.app, yasa)).toBe(FEE + CAP);
        expect(await balanceOf(t.app, jalu)).toBe(30_000);
      }
    }
  });
});
