import { describe, expect, it } from 'vitest';
import type { Notifier, UserEvent } from '../src/modules/chat/notifier.js';
import { silentNotifier } from '../src/modules/chat/notifier.js';
import { fanOutBatches, type RoomEvent } from '../src/modules/chat/fan-out.js';
import type { DeliveryMessage } from '../src/modules/notifications/channel.js';
import { inAppChannel } from '../src/modules/notifications/channels.js';

const event = (n: number, bodyBytes = 200): RoomEvent => ({
  room: `user:${n}`,
  event: 'notification',
  payload: { n, body: 'x'.repeat(bodyBytes) },
});

describe('live notices to many people', () => {
  it('go to the other processes in publications of about 7 KB, in order', () => {
    const events = Array.from({ length: 100 }, (_, n) => event(n));
    const batches = fanOutBatches(events);
    // ~260 bytes each: 26 to a publication, so 4 publications for 100 instead of 100.
    expect(batches.length).toBe(4);
    expect(batches.flat()).toEqual(events);
    for (const batch of batches)
      expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThan(8000);
    // One larger than a publication still goes, alone.
    expect(fanOutBatches([event(1), event(2, 9000), event(3)]).map((b) => b.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('are handed over as one batch by the in-app channel (not one publication per person)', async () => {
    const calls: (readonly UserEvent[])[] = [];
    const notifier: Notifier = {
      ...silentNotifier,
      toUsers: async (events) => void calls.push(events),
    };
    const message = (n: number) =>
      ({
        notificationId: `n${n}`,
        kind: 'job_nearby',
        data: {},
        rendered: {
          title: 'Pekerjaan baru',
          body: 'Dekat kamu',
          link: '/x',
          appLink: '/yasa/job/1',
        },
        createdAt: new Date('2026-11-27T00:00:00Z'),
        readAt: null,
        recipient: { id: `u${n}`, email: 'a@contoh.id', phoneNumber: null },
        emailLocked: false,
      }) as unknown as DeliveryMessage;
    const outcomes = await inAppChannel(notifier).deliverBatch!([
      message(1),
      message(2),
      message(3),
    ]);
    expect(outcomes.every((o) => o.status === 'fulfilled' && o.value.status === 'sent')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.map((e) => e.userId)).toEqual(['u1', 'u2', 'u3']);
    expect(calls[0]![0]!.payload).toMatchObject({ _id: 'n1', link: '/yasa/job/1' });
  });
});
