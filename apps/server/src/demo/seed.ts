/**
 * The demo marketplace, made the way people make it: every step through the public API and the
 * chat socket, so the demo obeys the same rules as people do. Top-ups use the sandbox (play
 * money). Pictures are drawn for Bantuin (./illustrations) and uploaded like phone photos.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import type { AvatarParams } from './illustrations/avatars.js';
import { C } from './illustrations/palette.js';
import type { SceneName } from './illustrations/scenes.js';
import { avatarPhoto, scenePhoto } from './pictures.js';

export const DEMO_PASSWORD = 'bantuin-demo';

interface DemoPerson {
  role: 'jalu' | 'yasa';
  name: string;
  phone: string;
  address: string;
  dob: string;
  bio?: string;
  avatar: AvatarParams;
}

export const DEMO_PEOPLE = {
  siti: {
    role: 'jalu',
    name: 'Siti Rahayu',
    phone: '081200000001',
    address: 'Jl. Kemang Raya 12, Jakarta Selatan',
    dob: '1990-04-12',
    avatar: {
      skin: '#ecbf96',
      background: C.amberPale,
      clothes: C.amber,
      hijab: C.teal,
      smile: 'open',
    },
  },
  budi: {
    role: 'jalu',
    name: 'Budi Santoso',
    phone: '081200000002',
    address: 'Jl. Tebet Barat 5, Jakarta Selatan',
    dob: '1985-09-30',
    avatar: {
      skin: '#c58a5c',
      background: C.sky,
      clothes: '#3d6e9e',
      hair: { style: 'short', colour: '#1f1a17' },
      peci: true,
      beard: 'moustache',
      glasses: true,
      smile: 'closed',
    },
  },
  andi: {
    role: 'yasa',
    name: 'Andi Pratama',
    phone: '081200000003',
    address: 'Mampang, Jakarta Selatan',
    dob: '1996-01-20',
    bio: 'Rapi, tepat waktu, biasa membersihkan rumah dan apartemen.',
    avatar: {
      skin: '#dba57a',
      background: C.tealPale,
      clothes: C.teal,
      hair: { style: 'sidePart', colour: '#2e211a' },
      smile: 'open',
    },
  },
  rina: {
    role: 'yasa',
    name: 'Rina Wulandari',
    phone: '081200000004',
    address: 'Pancoran, Jakarta Selatan',
    dob: '1993-07-08',
    bio: 'Suka belanja ke pasar pagi, tahu sayur yang segar.',
    avatar: {
      skin: '#a06b43',
      background: C.coralPale,
      clothes: C.tealMid,
      hijab: C.coral,
      glasses: true,
      smile: 'closed',
    },
  },
  dewi: {
    role: 'yasa',
    name: 'Dewi Lestari',
    phone: '081200000005',
    address: 'Setiabudi, Jakarta Selatan',
    dob: '1998-11-02',
    bio: 'Yasa baru, siap membantu bersih-bersih dan titip belanja.',
    avatar: {
      skin: '#f6d3b3',
      background: '#e4f1d9',
      clothes: C.coral,
      hair: { style: 'long', colour: '#4a3222' },
      smile: 'open',
    },
  },
  yusuf: {
    role: 'yasa',
    name: 'Yusuf Hidayat',
    phone: '081200000006',
    address: 'Tebet, Jakarta Selatan',
    dob: '1989-03-15',
    bio: 'Bapak dua anak, terbiasa setrika dan cuci piring dengan rapi.',
    avatar: {
      skin: '#7a4f31',
      background: '#e3e6f6',
      clothes: C.leaf,
      hair: { style: 'curly', colour: '#1f1a17' },
      beard: 'full',
      smile: 'open',
    },
  },
} as const satisfies Record<string, DemoPerson>;
export type DemoPersonKey = keyof typeof DEMO_PEOPLE;
type Person = DemoPersonKey;

/**
 * Fills the marketplace through `app`, which must be listening at `url` (the chat goes through
 * the socket). Answers 'exists' and changes nothing when the demo accounts are already there.
 */
export async function seedDemo(
  app: FastifyInstance,
  url: string,
  db?: Database,
): Promise<'seeded' | 'exists'> {
  const PASSWORD = DEMO_PASSWORD;
  const people: Record<Person, DemoPerson> = DEMO_PEOPLE;
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { token?: string; json?: object; form?: FormData } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined;
    if (options.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      const encoded = new Response(options.form);
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const res = await app.inject({ method, url: path, headers, payload });
    if (res.statusCode >= 400) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const form = (fields: Record<string, string>, images: Buffer[] = []) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    images.forEach((img, i) =>
      data.append('image', new Blob([new Uint8Array(img)], { type: 'image/png' }), `foto-${i}.png`),
    );
    return data;
  };

  const tokens = {} as Record<Person, string>;
  const ids = {} as Record<Person, string>;
  const existing = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: 'siti@demo.bantuin.id', password: PASSWORD },
  });
  if (existing.statusCode === 200) return 'exists';

  for (const [key, p] of Object.entries(people) as Array<[Person, (typeof people)[Person]]>) {
    const email = `${key}@demo.bantuin.id`;
    const user = await call('POST', p.role === 'jalu' ? '/clients/register' : '/workers/register', {
      json: { email, phoneNumber: p.phone, password: PASSWORD },
    });
    ids[key] = user._id;
    tokens[key] = (
      await call('POST', '/login', { json: { email, password: PASSWORD } })
    ).access_token;
    const fields: Record<string, string> = { name: p.name, address: p.address, dateOfBirth: p.dob };
    if (p.bio) fields.bio = p.bio;
    await call('PATCH', p.role === 'jalu' ? '/clients/profile' : '/workers/profile', {
      token: tokens[key],
      form: form(fields, [await avatarPhoto(p.avatar)]),
    });
  }

  // The seasoned Yasa are 'Terverifikasi' (and may withdraw); Dewi, new, has not sent her KTP.
  // Their NIKs match their dates of birth (Rina's day + 40: women's NIKs carry it so).
  const demoNiks: Partial<Record<Person, string>> = {
    andi: '3174052001960001',
    rina: '3174054807930002',
    yusuf: '3174051503890003',
  };
  for (const [key, nik] of Object.entries(demoNiks) as Array<[Person, string]>) {
    const identity = new FormData();
    identity.append('nik', nik);
    const picture = new Uint8Array(await avatarPhoto(people[key].avatar));
    identity.append('ktp', new Blob([picture], { type: 'image/png' }), 'ktp.png');
    identity.append('selfie', new Blob([picture], { type: 'image/png' }), 'swafoto.png');
    await call('POST', '/workers/verification', { token: tokens[key], form: identity });
  }
  for (const waiting of await app.verification.list({ status: 'menunggu', limit: 100 })) {
    if (Object.keys(demoNiks).some((key) => ids[key as Person] === waiting.user._id)) {
      await app.verification.approve(null, waiting._id);
    }
  }
  // The demo people proved their email and WhatsApp number (withdrawals need the email).
  if (db) {
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() })
      .where(inArray(users.id, Object.values(ids)));
  }

  for (const jalu of ['siti', 'budi'] as const) {
    const { trans_token, topupId } = await call('POST', '/payment/topup', {
      token: tokens[jalu],
      json: { amount: 1_000_000 },
    });
    await call('POST', `/payment/sandbox/${trans_token}`, { json: { outcome: 'settlement' } });
    await call('PATCH', '/profile/wallet', { token: tokens[jalu], json: { topupId } });
  }

  const nitip = (title: string, fee: number, description: string, lat: number, lng: number) => ({
    title,
    fee,
    description,
    address: 'Jl. Kemang Raya 12, Jakarta Selatan',
    addressNotes: 'Rumah pagar hijau',
    coordinates: { lat, lng },
  });
  const postNitip = async (jalu: Person, body: ReturnType<typeof nitip>) =>
    (await call('POST', '/clients/jobs/belanja', { token: tokens[jalu], json: body }))
      ._id as string;
  const postBersih = async (
    jalu: Person,
    title: string,
    fee: number,
    description: string,
    photos: SceneName[],
  ) =>
    (
      await call('POST', '/clients/jobs/bersih', {
        token: tokens[jalu],
        form: form(
          {
            title,
            fee: String(fee),
            description,
            address: 'Jl. Tebet Barat 5, Jakarta Selatan',
            addressNotes: 'Lantai 2',
            coordinates: JSON.stringify({ lat: -6.2335, lng: 106.8523 }),
          },
          await Promise.all(photos.map(scenePhoto)),
        ),
      })
    )._id as string;
  const applyAndAccept = async (jalu: Person, yasa: Person, jobId: string) => {
    await call('POST', `/workers/jobs/${jobId}`, { token: tokens[yasa] });
    await call('PATCH', `/clients/jobs/${jobId}/${ids[yasa]}`, { token: tokens[jalu] });
  };
  const finish = async (
    jalu: Person,
    yasa: Person,
    jobId: string,
    rating: number,
    text: string,
    proof: SceneName,
  ) => {
    await call('PATCH', `/workers/jobs/${jobId}/worker`, {
      token: tokens[yasa],
      form: form({ description: 'Sudah selesai, terima kasih!' }, [await scenePhoto(proof)]),
    });
    await call('PATCH', `/clients/jobs/${jobId}/client`, { token: tokens[jalu] });
    await call('POST', `/clients/jobs/${jobId}/review`, {
      token: tokens[jalu],
      form: form({ rating: String(rating), description: text }),
    });
    // The Yasa rates the Jalu back: both rated, so the Jalu's rating shows in the Yasa's mean.
    await call('POST', `/workers/jobs/${jobId}/review`, {
      token: tokens[yasa],
      json: { rating: 5, description: 'Jalu ramah dan jelas menjelaskan pekerjaannya.' },
    });
  };

  // Finished and reviewed work, so 'Yasa Terbaik' and the histories have something to show.
  const done1 = await postBersih(
    'siti',
    'Bersihkan dapur dan kamar mandi',
    120_000,
    'Dapur berminyak, kamar mandi perlu disikat.',
    ['kitchen', 'bathroom'],
  );
  await applyAndAccept('siti', 'andi', done1);
  await finish(
    'siti',
    'andi',
    done1,
    5,
    'Bersih sekali, datang tepat waktu. Terima kasih!',
    'kitchenDone',
  );
  const done2 = await postNitip(
    'budi',
    nitip(
      'Belanja sayur di Pasar Minggu',
      35_000,
      'Bayam 2 ikat, wortel 1 kg, tahu 10 potong.',
      -6.2851,
      106.8445,
    ),
  );
  await applyAndAccept('budi', 'rina', done2);
  await finish(
    'budi',
    'rina',
    done2,
    4,
    'Sayurnya segar, cuma agak telat sedikit.',
    'marketBasket',
  );
  const done3 = await postNitip(
    'siti',
    nitip(
      'Titip beli obat di apotek',
      20_000,
      'Paracetamol dan vitamin C, struk difoto ya.',
      -6.2607,
      106.8136,
    ),
  );
  await applyAndAccept('siti', 'andi', done3);
  await finish('siti', 'andi', done3, 5, 'Cepat dan teliti.', 'pharmacyBag');
  const done4 = await postNitip(
    'budi',
    nitip(
      'Belanja bulanan di minimarket',
      30_000,
      'Beras 5 kg, telur 1 kg, minyak goreng 2 liter, roti tawar.',
      -6.2262,
      106.8497,
    ),
  );
  await applyAndAccept('budi', 'rina', done4);
  await finish('budi', 'rina', done4, 5, 'Lengkap semua, struknya juga difoto.', 'groceries');

  // Work in progress with a conversation.
  const busy = await postBersih(
    'budi',
    'Cuci piring dan rapikan ruang tamu',
    80_000,
    'Setelah arisan, piring menumpuk.',
    ['dishes', 'livingRoom'],
  );
  await applyAndAccept('budi', 'andi', busy);
  const chat = async (from: Person, lines: string[]) => {
    const socket = io(url, {
      auth: { token: tokens[from] },
      transports: ['websocket'],
      forceNew: true,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    await socket.emitWithAck('join_room', busy);
    for (const message of lines) await socket.emitWithAck('send_message', { room: busy, message });
    socket.disconnect();
  };
  await chat('budi', ['Halo Andi, bisa datang jam 10?']);
  await chat('andi', ['Bisa, Pak. Saya berangkat sekarang.']);
  await chat('budi', ['Sip, pagar tidak dikunci.']);

  // Open jobs waiting for a Yasa, two with an applicant.
  const open1 = await postNitip(
    'siti',
    nitip(
      'Beli galon dan gas 3 kg',
      25_000,
      'Galon Aqua 1, gas melon 1. Uang belanja diganti saat sampai.',
      -6.2615,
      106.8106,
    ),
  );
  await call('POST', `/workers/jobs/${open1}`, { token: tokens.dewi });
  const open2 = await postBersih(
    'siti',
    'Setrika pakaian satu keranjang',
    60_000,
    'Kemeja kerja dan seragam anak.',
    ['laundry'],
  );
  await call('POST', `/workers/jobs/${open2}`, { token: tokens.yusuf });
  await postNitip(
    'budi',
    nitip('Titip martabak manis', 15_000, 'Martabak cokelat keju ukuran besar.', -6.2297, 106.8533),
  );

  return 'seeded';
}
