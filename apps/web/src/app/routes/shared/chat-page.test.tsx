import {
  CHAT_LIMITS,
  SHOPPING_CHAT,
  formatDateLong,
  formatTime,
  type ChatMessage,
  type JoinedRoom,
  type Role,
} from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { fakeSocket, type FakeSocket } from '@/test/fake-socket';
import { anId, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { OLDER_MESSAGES_PAGE_SIZE } from '@/features/chat/api/get-older-messages';

const JOB_ID = anId();
const CLIENT_ID = anId();
const WORKER_ID = anId();
const CHAT_ID = anId();

let clock = Date.parse('2026-03-05T07:05:00.000Z');

/** A message `minutes` after the previous one (a fixed clock keeps the order obvious). */
function aMessage(from: 'jalu' | 'yasa', message: string, minutes = 1): ChatMessage {
  clock += minutes * 60_000;
  return {
    _id: anId(),
    senderId: from === 'jalu' ? CLIENT_ID : WORKER_ID,
    message,
    createdAt: new Date(clock).toISOString(),
  };
}

function aRoom(contents: ChatMessage[]): JoinedRoom {
  return {
    chats: { _id: CHAT_ID, contents },
    clientProfile: { _id: CLIENT_ID, name: 'Sari Wulandari', profilePicture: null },
    workerProfile: { _id: WORKER_ID, name: 'Budi Santoso', profilePicture: '/uploads/budi.webp' },
    currJob: {
      _id: JOB_ID,
      title: 'Belanja sayur di Pasar Minggu',
      clientId: CLIENT_ID,
      workerId: WORKER_ID,
      chatId: CHAT_ID,
    },
    closed: false,
  };
}

const joinAnswer = (contents: ChatMessage[]) => () => ({ ok: true, data: aRoom(contents) });

/**
 * The server stores a send, broadcasts it to the room (the sender too) and then answers it, as
 * the real one does (the sender and the time are its own).
 */
function acceptSends(socket: FakeSocket, from: 'jalu' | 'yasa') {
  socket.answer('send_message', (payload) => {
    const { room, message } = payload as { room: string; message: string };
    const saved = aMessage(from, message.trim());
    queueMicrotask(() => socket.serverEmit('receive_message', { ...saved, room }));
    return { ok: true, data: saved };
  });
}

function openChat(
  socket: FakeSocket,
  { role = 'jalu', api = {} }: { role?: Role; api?: Record<string, FakeReply> } = {},
) {
  const { requests } = fakeApi({ ...signedInApi(role), ...api });
  return { ...renderApp(`/${role}/order/${JOB_ID}/chat`, { session: { role } }), requests };
}

const messageLog = () => screen.findByRole('log', { name: 'Pesan' });
const rows = async () => within(await messageLog()).queryAllByRole('listitem');
const bubble = async (text: string) => (await screen.findByText(text)).closest('li')!;
const isBefore = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
const input = () => screen.getByRole('textbox', { name: 'Tulis pesan' });

describe('chat', () => {
  it("shows the history of a closed chat with 'Percakapan ini sudah ditutup' instead of the input", async () => {
    const first = aMessage('yasa', 'Sudah saya serahkan belanjaannya.');
    const socket = fakeSocket().answer('join_room', () => ({
      ok: true,
      data: { ...aRoom([first]), closed: true },
    }));
    openChat(socket);

    expect(await screen.findByText(first.message)).toBeVisible();
    expect(screen.getByText('Percakapan ini sudah ditutup')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Tulis pesan' })).not.toBeInTheDocument();
  });

  it('closes the input when a send is answered CHAT_CLOSED', async () => {
    const socket = fakeSocket()
      .answer('join_room', joinAnswer([]))
      .answer('send_message', () => ({
        ok: false,
        message: 'Percakapan ini sudah ditutup',
        code: 'CHAT_CLOSED',
      }));
    const { user } = openChat(socket);

    await waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), 'Halo?{Enter}');

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Tulis pesan' })).not.toBeInTheDocument(),
    );
    // In place of the input, not only the toast that says the same words.
    const notices = screen
      .getAllByText('Percakapan ini sudah ditutup')
      .filter((element) => !element.closest('.Toastify__toast'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toBeVisible();
  });

  it('shows the history with my bubbles and theirs, each with its time, under day separators', async () => {
    const first = aMessage('yasa', 'Halo Bu, saya sudah di pasar.');
    const second = aMessage('jalu', 'Siap, bayamnya dua ikat ya.');
    const nextDay = aMessage('yasa', 'Sudah sampai di depan rumah.', 24 * 60);
    const socket = fakeSocket().answer('join_room', joinAnswer([first, second, nextDay]));
    openChat(socket);

    const theirs = await bubble(first.message);
    expect(theirs).toHaveAttribute('data-sender', 'them');
    expect(within(theirs).getByText(formatTime(first.createdAt))).toBeInTheDocument();
    expect(formatTime(first.createdAt)).toMatch(/^\d{2}:\d{2}$/);
    const mine = await bubble(second.message);
    expect(mine).toHaveAttribute('data-sender', 'me');
    expect(within(mine).getByText(formatTime(second.createdAt))).toBeInTheDocument();
    expect(within(mine).getByText('Kamu:')).toBeInTheDocument();
    expect(within(theirs).getByText('Budi Santoso:')).toBeInTheDocument();

    // Two days, two separators, in order.
    const texts = (await rows()).map((row) => row.textContent);
    expect(texts[0]).toBe(formatDateLong(first.createdAt));
    expect(texts).toContain(formatDateLong(nextDay.createdAt));
    expect(texts.indexOf(formatDateLong(nextDay.createdAt))).toBe(3);

    expect(socket.emitsOf('join_room')).toEqual([[JOB_ID]]);
    // The other side and the job, with the way back to it.
    expect(screen.getAllByText('Budi Santoso').length).toBeGreaterThan(0);
    expect(screen.getAllByAltText('Foto Budi Santoso')[0]).toHaveAttribute(
      'src',
      '/uploads/budi.webp',
    );
    expect(screen.getByText('Belanja sayur di Pasar Minggu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat detail pekerjaan' })).toHaveAttribute(
      'href',
      `/jalu/order/${JOB_ID}`,
    );
  });

  it('is the Yasa side on the Yasa route: the Jalu is the other one, the way back is my job', async () => {
    const fromJalu = aMessage('jalu', 'Tolong beli cabai juga ya.');
    const socket = fakeSocket().answer('join_room', joinAnswer([fromJalu]));
    openChat(socket, { role: 'yasa' });

    expect(await bubble(fromJalu.message)).toHaveAttribute('data-sender', 'them');
    expect(screen.getAllByText('Sari Wulandari').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Lihat detail pekerjaan' })).toHaveAttribute(
      'href',
      `/yasa/order/jobs/${JOB_ID}`,
    );
  });

  it('sends on Enter as { room, message } and shows the message the server answers', async () => {
    const socket = fakeSocket().answer('join_room', joinAnswer([]));
    acceptSends(socket, 'jalu');
    const { user } = openChat(socket);
    expect(await screen.findByText('Belum ada pesan')).toBeInTheDocument();

    await user.type(input(), 'Halo Budi, jadi berangkat jam 9?{Enter}');

    expect(socket.emitsOf('send_message')).toEqual([
      [{ room: JOB_ID, message: 'Halo Budi, jadi berangkat jam 9?' }],
    ]);
    const sent = await bubble('Halo Budi, jadi berangkat jam 9?');
    expect(sent).toHaveAttribute('data-sender', 'me');
    await waitFor(() => expect(within(sent).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument());
    expect(input()).toHaveValue('');
    // Broadcast to me as well and answered: still one bubble, no longer pending.
    expect(screen.getAllByText('Halo Budi, jadi berangkat jam 9?')).toHaveLength(1);
    expect(screen.queryByText('Mengirim…')).not.toBeInTheDocument();
  });

  it('sends with the button too, and Shift+Enter starts a new line instead', async () => {
    const socket = fakeSocket().answer('join_room', joinAnswer([]));
    acceptSends(socket, 'jalu');
    const { user } = openChat(socket);
    await screen.findByText('Belum ada pesan');

    await user.type(input(), 'Baris satu{Shift>}{Enter}{/Shift}baris dua');
    expect(socket.emitsOf('send_message')).toEqual([]);
    expect(input()).toHaveValue('Baris satu\nbaris dua');

    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(socket.emitsOf('send_message')).toEqual([
      [{ room: JOB_ID, message: 'Baris satu\nbaris dua' }],
    ]);
    expect(await bubble('Baris satu baris dua')).toHaveAttribute('data-sender', 'me');
  });

  it('ignores empty and whitespace-only messages', async () => {
    const socket = fakeSocket().answer('join_room', joinAnswer([]));
    acceptSends(socket, 'jalu');
    const { user } = openChat(socket);
    await screen.findByText('Belum ada pesan');

    await user.type(input(), '{Enter}');
    await user.type(input(), '    {Enter}');

    expect(socket.emitsOf('send_message')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    expect(screen.getByText('Belum ada pesan')).toBeInTheDocument();
  });

  it("shows the other side's messages as they arrive, only this room's", async () => {
    const socket = fakeSocket().answer('join_room', joinAnswer([aMessage('jalu', 'Halo')]));
    openChat(socket);
    await screen.findByText('Halo');

    const elsewhere = aMessage('yasa', 'Pesan untuk pekerjaan lain');
    socket.serverEmit('receive_message', { ...elsewhere, room: anId() });
    const reply = aMessage('yasa', 'Baik Bu, saya berangkat sekarang.');
    socket.serverEmit('receive_message', { ...reply, room: JOB_ID });
    socket.serverEmit('receive_message', { ...reply, room: JOB_ID });

    expect(await bubble(reply.message)).toHaveAttribute('data-sender', 'them');
    expect(screen.getAllByText(reply.message)).toHaveLength(1);
    expect(screen.queryByText(elsewhere.message)).not.toBeInTheDocument();
  });

  it('re-joins after a reconnection and merges the history by id, nothing twice, nothing lost', async () => {
    const before = [aMessage('jalu', 'Pesan satu'), aMessage('yasa', 'Pesan dua')];
    const socket = fakeSocket().answer('join_room', joinAnswer(before));
    openChat(socket);
    await screen.findByText('Pesan dua');

    socket.drop();
    expect(await screen.findByText('Terputus, mencoba lagi…')).toBeInTheDocument();
    // Typing goes on; sending waits for the room.
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();

    const missed = aMessage('yasa', 'Pesan tiga, terkirim waktu kamu terputus');
    socket.answer('join_room', joinAnswer([...before, missed]));
    socket.reconnect();

    expect(await screen.findByText(missed.message)).toBeInTheDocument();
    expect(socket.emitsOf('join_room')).toEqual([[JOB_ID], [JOB_ID]]);
    expect(screen.getAllByText('Pesan satu')).toHaveLength(1);
    expect(screen.getAllByText('Pesan dua')).toHaveLength(1);
    expect(screen.queryByText('Terputus, mencoba lagi…')).not.toBeInTheDocument();
    expect(isBefore(await bubble('Pesan dua'), await bubble(missed.message))).toBe(true);
  });

  it('settles a send cut off by a disconnection from the history after the re-join', async () => {
    const socket = fakeSocket().answer('join_room', joinAnswer([]));
    // The server never answers: the connection drops first.
    socket.answer('send_message', () => undefined);
    const { user } = openChat(socket);
    await screen.findByText('Belum ada pesan');

    await user.type(input(), 'Sudah sampai?{Enter}');
    await user.type(input(), 'Halo?{Enter}');
    expect(await screen.findAllByText('Mengirim…')).toHaveLength(2);
    socket.drop();

    // The first one reached the server, the second did not.
    const stored = aMessage('jalu', 'Sudah sampai?');
    socket.answer('join_room', joinAnswer([stored]));
    socket.reconnect();

    expect(
      await screen.findByText('Pesan belum terkirim karena koneksi terputus. Coba kirim lagi.'),
    ).toBeVisible();
    expect(screen.getAllByText('Sudah sampai?')).toHaveLength(1);
    expect(screen.queryByText('Mengirim…')).not.toBeInTheDocument();
    expect(input()).toHaveValue('Halo?');
  });

  it("tells the server's reason when it refuses a message and keeps the text", async () => {
    const socket = fakeSocket().answer('join_room', joinAnswer([]));
    socket.answer('send_message', () => ({
      ok: false,
      message: 'Terlalu banyak pesan, pelan-pelan ya',
      code: 'RATE_LIMITED',
    }));
    const { user } = openChat(socket);
    await screen.findByText('Belum ada pesan');

    await user.type(input(), 'Halo lagi{Enter}');

    expect(await screen.findByText('Terlalu banyak pesan, pelan-pelan ya')).toBeVisible();
    // The toast shows at once; the draft comes back in the page's next render.
    await waitFor(() => expect(input()).toHaveValue('Halo lagi'));
    expect(screen.queryByText('Mengirim…')).not.toBeInTheDocument();
    expect(within(await messageLog()).queryByText('Halo lagi')).not.toBeInTheDocument();
  });

  it("says 'Obrolan tidak ditemukan' when the room is not the user's", async () => {
    const socket = fakeSocket().answer('join_room', () => ({
      ok: false,
      message: 'Obrolan tidak ditemukan',
      code: 'NOT_FOUND',
    }));
    openChat(socket);

    expect(
      await screen.findByRole('heading', { name: 'Obrolan tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute(
      'href',
      '/jalu/order/my',
    );
    expect(screen.queryByRole('textbox', { name: 'Tulis pesan' })).not.toBeInTheDocument();
  });

  it('does not ask the server about an address that is no job id', async () => {
    const socket = fakeSocket();
    fakeApi(signedInApi('yasa'));
    renderApp('/yasa/order/bukan-id/chat', { session: { role: 'yasa' } });

    expect(
      await screen.findByRole('heading', { name: 'Obrolan tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(socket.emitsOf('join_room')).toEqual([]);
  });

  it("says 'Menghubungkan…' until connected, then joins", async () => {
    const socket = fakeSocket({ connected: false }).answer('join_room', joinAnswer([]));
    openChat(socket);

    expect(await screen.findByText('Menghubungkan…')).toBeInTheDocument();
    expect(socket.emitsOf('join_room')).toEqual([]);
    await waitFor(() => expect(socket.listenerCount('connect')).toBeGreaterThan(0));
    socket.reconnect();

    expect(await screen.findByText('Belum ada pesan')).toBeInTheDocument();
    expect(screen.queryByText('Menghubungkan…')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses the connection", async () => {
    const socket = fakeSocket({ connected: false });
    openChat(socket);
    await waitFor(() => expect(socket.listenerCount('connect_error')).toBeGreaterThan(0));

    socket.refuseConnection('Silakan masuk terlebih dahulu', { code: 'UNAUTHENTICATED' });

    expect(await screen.findByText('Silakan masuk terlebih dahulu')).toBeInTheDocument();
  });

  it("loads older messages with 'Muat pesan sebelumnya'", async () => {
    const latest = Array.from({ length: CHAT_LIMITS.historyOnJoin }, (_, index) =>
      aMessage(index % 2 ? 'jalu' : 'yasa', `Pesan nomor ${index + 1}`),
    );
    clock = Date.parse('2026-03-01T02:00:00.000Z');
    const olderOne = aMessage('jalu', 'Pesan paling awal');
    const olderTwo = aMessage('yasa', 'Pesan kedua paling awal');
    const socket = fakeSocket().answer('join_room', joinAnswer(latest));
    const { user } = openChat(socket, {
      api: {
        [`GET /jobs/${JOB_ID}/chat?before=${latest[0]!._id}&limit=${OLDER_MESSAGES_PAGE_SIZE}`]: {
          status: 200,
          // Newest first, as the server answers.
          body: [olderTwo, olderOne],
        },
      },
    });
    await screen.findByText('Pesan nomor 100');

    await user.click(screen.getByRole('button', { name: 'Muat pesan sebelumnya' }));

    expect(await screen.findByText('Pesan paling awal')).toBeInTheDocument();
    expect(
      isBefore(await bubble('Pesan paling awal'), await bubble('Pesan kedua paling awal')),
    ).toBe(true);
    expect(isBefore(await bubble('Pesan kedua paling awal'), await bubble('Pesan nomor 1'))).toBe(
      true,
    );
    // Fewer than a page: that was the beginning.
    expect(screen.queryByRole('button', { name: 'Muat pesan sebelumnya' })).not.toBeInTheDocument();
    expect(screen.getByText(/Ini awal obrolanmu dengan Budi Santoso/)).toBeInTheDocument();
  });

  describe("'Ganti dengan …?' cards and notices", () => {
    const ITEM_ID = anId();
    function aCard(state: 'pending' | 'approved' | 'declined' | 'withdrawn'): ChatMessage {
      return {
        ...aMessage('yasa', SHOPPING_CHAT.replacementAsked('Susu kotak', 'Susu UHT')),
        kind: 'replacement',
        card: {
          itemId: ITEM_ID,
          item: 'Susu kotak',
          replacement: state === 'withdrawn' ? null : 'Susu UHT',
          state,
        },
      };
    }

    it('the Jalu answers with Setuju through the job endpoint; the card shows the answer live', async () => {
      const card = aCard('pending');
      const socket = fakeSocket().answer('join_room', joinAnswer([card]));
      const { user, requests } = openChat(socket, {
        api: {
          [`POST /clients/jobs/${JOB_ID}/items/${ITEM_ID}/replacement`]: {
            status: 200,
            body: { message: 'Barang pengganti disetujui' },
          },
        },
      });

      const row = await bubble('Ganti Susu kotak dengan Susu UHT?');
      expect(within(row).getByText('Menunggu jawaban Jalu')).toBeVisible();
      await user.click(within(row).getByRole('button', { name: 'Setuju' }));
      await waitFor(() =>
        expect(requests.find((r) => r.url.endsWith(`/items/${ITEM_ID}/replacement`))?.body).toEqual(
          { approve: true },
        ),
      );

      // The server's word on the item, to both sides.
      socket.serverEmit('message_updated', { ...aCard('approved'), _id: card._id, room: JOB_ID });
      expect(await within(row).findByText('Disetujui Jalu')).toBeVisible();
      expect(within(row).queryByRole('button', { name: 'Setuju' })).not.toBeInTheDocument();
      expect(screen.getAllByText('Ganti Susu kotak dengan Susu UHT?')).toHaveLength(1);
    });

    it('the Yasa sees the card waiting, without buttons, and then the answer', async () => {
      const card = { ...aCard('pending'), senderId: WORKER_ID };
      const socket = fakeSocket().answer('join_room', joinAnswer([card]));
      openChat(socket, { role: 'yasa' });

      const row = await bubble('Ganti Susu kotak dengan Susu UHT?');
      expect(within(row).getByText('Menunggu jawaban Jalu')).toBeVisible();
      expect(within(row).queryByRole('button', { name: 'Setuju' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Tolak' })).not.toBeInTheDocument();
      socket.serverEmit('message_updated', { ...aCard('declined'), _id: card._id, room: JOB_ID });
      expect(await within(row).findByText(/Ditolak Jalu/)).toBeVisible();
    });

    it("shows a declined extra as the app's line, not a bubble", async () => {
      const text = SHOPPING_CHAT.extraDeclined(30_000, 100_000);
      const notice: ChatMessage = { ...aMessage('jalu', text), kind: 'notice' };
      const socket = fakeSocket().answer('join_room', joinAnswer([aMessage('yasa', 'Struknya')]));
      openChat(socket, { role: 'yasa' });
      await screen.findByText('Struknya');
      socket.serverEmit('receive_message', { ...notice, room: JOB_ID });
      const line = (await screen.findByText((_, node) => node?.textContent === text)).closest(
        'li',
      )!;
      expect(line).not.toHaveAttribute('data-sender');
      expect(within(line).queryByRole('button', { name: 'Laporkan' })).not.toBeInTheDocument();
    });
  });
});
