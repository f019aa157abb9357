import { SHOPPING_CHAT, SOCKET_EVENTS, type ChatMessage, type Job } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobItems, messages } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import { accept, apply, postNitip, readyJalu, readyYasa } from './support/jobs.js';
import { multipartBody } from './support/multipart.js';
import { fundWallet } from './support/payments.js';
import {
  answerExtra as answerShoppingExtra,
  answerReplacement as answerShoppingReplacement,
  tickItem,
} from './support/shopping.js';
import { closeSockets, connect, listen, nextEvent } from './support/sockets.js';

/*
 * Issue 29 in the chat: a replaced item posts 'Ganti dengan …?' as a card the Jalu answers with
 * Setuju / Tolak (the same answer as the job page's), and a declined extra is said there. The
 * card's state is the item's.
 */

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

const FEE = 25_000;
const CAP = 100_000;
const HELD = FEE + 2_000 + CAP;
type Received = ChatMessage & { room: string };

const detail = async (user: TestUser, jobId: string) =>
  (await t.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.auth })).json<Job>();
const tick = (yasa: TestUser, jobId: string, itemId: string, body: Record<string, unknown>) =>
  tickItem(t.app, yasa, jobId, itemId, body);
const answerReplacement = (jalu: TestUser, jobId: string, itemId: string, approve: boolean) =>
  answerShoppingReplacement(t.app, jalu, jobId, itemId, approve);
const history = async (user: TestUser, jobId: string) =>
  (await t.app.inject({ method: 'GET', url: `/jobs/${jobId}/chat`, headers: user.auth })).json<
    ChatMessage[]
  >();

async function assignedShopping() {
  const jalu = await readyJalu(t.app, HELD);
  const yasa = await readyYasa(t.app);
  const res = await postNitip(t.app, jalu, {
    fee: FEE,
    items: [
      { name: 'Susu kotak', quantity: 2 },
      { name: 'Telur', quantity: 10 },
    ],
    shoppingCap: CAP,
  });
  const jobId = res.json<{ _id: string }>()._id;
  expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
  expect((await accept(t.app, jalu, jobId, yasa.id)).statusCode).toBe(200);
  const [susu, telur] = (await detail(yasa, jobId)).items;
  return { jalu, yasa, jobId, susu: susu!, telur: telur! };
}

const isCard = (message: Received) => message.kind === 'replacement';

describe("'Ganti dengan …?' in the chat", () => {
  it('posts the card live to both, takes the answer, and shows it on both sides', async () => {
    const { jalu, yasa, jobId, susu } = await assignedShopping();
    const jaluSocket = await connect(url, jalu);
    const yasaSocket = await connect(url, yasa);
    const jaluHears = nextEvent<Received>(jaluSocket, SOCKET_EVENTS.receiveMessage, 5000, isCard);
    const yasaHears = nextEvent<Received>(yasaSocket, SOCKET_EVENTS.receiveMessage, 5000, isCard);

    expect(
      (await tick(yasa, jobId, susu._id, { state: 'replaced', replacement: 'Susu UHT' }))
        .statusCode,
    ).toBe(200);
    const card = await jaluHears;
    expect(card).toMatchObject({
      room: jobId,
      senderId: yasa.id,
      kind: 'replacement',
      message: SHOPPING_CHAT.replacementAsked('Susu kotak', 'Susu UHT'),
      card: { itemId: susu._id, item: 'Susu kotak', replacement: 'Susu UHT', state: 'pending' },
    });
    expect((await yasaHears)._id).toBe(card._id);
    // In the history of both, as the item reads.
    expect((await history(yasa, jobId)).find((m) => m._id === card._id)?.card?.state).toBe(
      'pending',
    );

    const jaluUpdate = nextEvent<Received>(jaluSocket, SOCKET_EVENTS.messageUpdated);
    const yasaUpdate = nextEvent<Received>(yasaSocket, SOCKET_EVENTS.messageUpdated);
    expect((await answerReplacement(jalu, jobId, susu._id, true)).statusCode).toBe(200);
    expect(await yasaUpdate).toMatchObject({ _id: card._id, card: { state: 'approved' } });
    expect(await jaluUpdate).toMatchObject({ _id: card._id, card: { state: 'approved' } });
    // One source of truth: the card reads the item, and only the item holds the answer.
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, card._id));
    expect(stored).toMatchObject({ kind: 'replacement', itemId: susu._id });
    const joined = await (await connect(url, jalu)).emitWithAck('join_room', jobId);
    const inRoom = (joined.data.chats.contents as ChatMessage[]).find((m) => m._id === card._id);
    expect(inRoom?.card).toMatchObject({ state: 'approved', replacement: 'Susu UHT' });
    // Answered once: the card's answer is the item's, asked again it is refused.
    const again = await answerReplacement(jalu, jobId, susu._id, false);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_APPROVE' });
  });

  it('declined: the card says so; a card asked again or ticked otherwise is no longer current', async () => {
    const { jalu, yasa, jobId, susu, telur } = await assignedShopping();
    await tick(yasa, jobId, susu._id, { state: 'replaced', replacement: 'Susu UHT' });
    expect((await answerReplacement(jalu, jobId, susu._id, false)).statusCode).toBe(200);
    const declined = (await history(jalu, jobId)).find((m) => m.card?.itemId === susu._id);
    expect(declined?.card).toMatchObject({ state: 'declined', replacement: 'Susu UHT' });
    expect((await detail(jalu, jobId)).items[0]).toMatchObject({ state: 'unavailable' });

    await tick(yasa, jobId, telur._id, { state: 'replaced', replacement: 'Telur bebek' });
    await tick(yasa, jobId, telur._id, { state: 'replaced', replacement: 'Telur puyuh' });
    const cards = (await history(yasa, jobId)).filter((m) => m.card?.itemId === telur._id);
    expect(cards.map((m) => [m.message, m.card!.state, m.card!.replacement])).toEqual([
      // Newest first.
      [SHOPPING_CHAT.replacementAsked('Telur', 'Telur puyuh'), 'pending', 'Telur puyuh'],
      [SHOPPING_CHAT.replacementAsked('Telur', 'Telur bebek'), 'withdrawn', null],
    ]);
    await tick(yasa, jobId, telur._id, { state: 'bought' });
    const after = (await history(yasa, jobId)).filter((m) => m.card?.itemId === telur._id);
    expect(after.map((m) => m.card!.state)).toEqual(['withdrawn', 'withdrawn']);
  });

  it('a refused tick or answer posts nothing', async () => {
    const { jalu, yasa, jobId, susu } = await assignedShopping();
    const stranger = await readyYasa(t.app);
    expect(
      (await tick(stranger, jobId, susu._id, { state: 'replaced', replacement: 'X' })).statusCode,
    ).toBe(404);
    expect((await tick(yasa, jobId, susu._id, { state: 'replaced' })).statusCode).toBe(400);
    expect((await answerReplacement(jalu, jobId, susu._id, true)).statusCode).toBe(409);
    expect(await history(jalu, jobId)).toEqual([]);
    const [item] = await t.database.db.select().from(jobItems).where(eq(jobItems.id, susu._id));
    expect(item).toMatchObject({ state: 'pending', replacement: null });
  });
});

describe('a declined extra in the chat', () => {
  async function receipt(yasa: TestUser, jobId: string, total: string) {
    const photo = await makeImage(200, 300);
    const body = await multipartBody([
      ['total', total],
      ['image', { data: photo, filename: 'struk.jpg', contentType: 'image/jpeg' }],
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/workers/jobs/${jobId}/receipt`,
      headers: { ...yasa.auth, ...body.headers },
      payload: body.payload,
    });
  }
  const answerExtra = (jalu: TestUser, jobId: string, approve: boolean) =>
    answerShoppingExtra(t.app, jalu, jobId, approve);

  it('says so to both, live, with the amounts; an approval or a refusal says nothing', async () => {
    const { jalu, yasa, jobId, susu, telur } = await assignedShopping();
    await tick(yasa, jobId, susu._id, { state: 'bought' });
    await tick(yasa, jobId, telur._id, { state: 'bought' });
    expect((await receipt(yasa, jobId, '130000')).statusCode).toBe(201);
    // Refused (a stranger): nothing in the chat.
    expect((await answerExtra(await readyJalu(t.app), jobId, false)).statusCode).toBe(404);
    expect(await history(yasa, jobId)).toEqual([]);

    const yasaSocket = await connect(url, yasa);
    const told = nextEvent<Received>(yasaSocket, SOCKET_EVENTS.receiveMessage);
    expect((await answerExtra(jalu, jobId, false)).statusCode).toBe(200);
    const text = SHOPPING_CHAT.extraDeclined(30_000, CAP);
    expect(text).toMatch(/Rp\s?30\.000.*Rp\s?100\.000/);
    expect(await told).toMatchObject({ room: jobId, kind: 'notice', message: text });
    expect((await history(jalu, jobId)).map((m) => [m.kind, m.message])).toEqual([
      ['notice', text],
    ]);
  });

  it('an approved extra posts no notice', async () => {
    const { jalu, yasa, jobId, susu, telur } = await assignedShopping();
    await tick(yasa, jobId, susu._id, { state: 'bought' });
    await tick(yasa, jobId, telur._id, { state: 'bought' });
    await receipt(yasa, jobId, '101000');
    await fundWallet(t.app, jalu, 10_000);
    expect((await answerExtra(jalu, jobId, true)).statusCode).toBe(200);
    expect(await history(jalu, jobId)).toEqual([]);
  });
});
