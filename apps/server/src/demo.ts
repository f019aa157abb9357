/**
 * `npm run demo`: fills the configured database (embedded by default) with a small, living
 * marketplace — every step through the public API and the chat socket, so the demo obeys the
 * same rules as people do. Top-ups use the sandbox (play money).
 */
import sharp from 'sharp';
import { io } from 'socket.io-client';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const PASSWORD = 'bantuin-demo';

const people = {
  siti: {
    role: 'jalu',
    name: 'Siti Rahayu',
    phone: '081200000001',
    address: 'Jl. Kemang Raya 12, Jakarta Selatan',
    dob: '1990-04-12',
  },
  budi: {
    role: 'jalu',
    name: 'Budi Santoso',
    phone: '081200000002',
    address: 'Jl. Tebet Barat 5, Jakarta Selatan',
    dob: '1985-09-30',
  },
  andi: {
    role: 'yasa',
    name: 'Andi Pratama',
    phone: '081200000003',
    address: 'Mampang, Jakarta Selatan',
    dob: '1996-01-20',
    bio: 'Rapi, tepat waktu, biasa membersihkan rumah dan apartemen.',
  },
  rina: {
    role: 'yasa',
    name: 'Rina Wulandari',
    phone: '081200000004',
    address: 'Pancoran, Jakarta Selatan',
    dob: '1993-07-08',
    bio: 'Suka belanja ke pasar pagi, tahu sayur yang segar.',
  },
  dewi: {
    role: 'yasa',
    name: 'Dewi Lestari',
    phone: '081200000005',
    address: 'Setiabudi, Jakarta Selatan',
    dob: '1998-11-02',
    bio: 'Yasa baru, siap membantu bersih-bersih dan titip belanja.',
  },
} as const;
type Person = keyof typeof people;

const palette = ['#0f766e', '#f59e0b', '#6366f1', '#e11d48', '#0891b2', '#65a30d'];

/** A simple, pleasant picture (no fonts needed): shapes in the brand's colours. */
function picture(seed: number, width = 480, height = 480) {
  const a = palette[seed % palette.length];
  const b = palette[(seed + 2) % palette.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${a}"/>
    <circle cx="${width * 0.5}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.2}" fill="#fff" opacity="0.9"/>
    <rect x="${width * 0.2}" y="${height * 0.68}" width="${width * 0.6}" height="${height * 0.22}" rx="${height * 0.1}" fill="${b}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function main() {
  const config = loadConfig();
  if (config.midtrans) {
    throw new Error('The demo tops wallets up with sandbox play money: unset the MIDTRANS_* keys.');
  }
  // The demo is one client making many calls: the per-address limits are for strangers.
  const { app } = await buildApp(
    {
      ...config,
      autoReleaseSweepMs: 0,
      authRateLimit: 10_000,
      topupRateLimit: 10_000,
      uploadRateLimit: 10_000,
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

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
      data.append(
        'image',
        new Blob([new Uint8Array(img)], { type: 'image/jpeg' }),
        `foto-${i}.jpg`,
      ),
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
  if (existing.statusCode === 200) {
    console.info('The demo data is already there. Logins are listed in the README.');
    await app.close();
    return;
  }

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
    if ('bio' in p) fields.bio = p.bio;
    await call('PATCH', p.role === 'jalu' ? '/clients/profile' : '/workers/profile', {
      token: tokens[key],
      form: form(fields, [await picture(Object.keys(tokens).length)]),
    });
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
  const postBersih = async (jalu: Person, title: string, fee: number, description: string) =>
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
          [await picture(11, 800, 600), await picture(12, 800, 600)],
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
  ) => {
    await call('PATCH', `/workers/jobs/${jobId}/worker`, {
      token: tokens[yasa],
      form: form({ description: 'Sudah selesai, terima kasih!' }, [await picture(21, 800, 600)]),
    });
    await call('PATCH', `/clients/jobs/${jobId}/client`, { token: tokens[jalu] });
    await call('POST', `/clients/jobs/${jobId}/review`, {
      token: tokens[jalu],
      form: form({ rating: String(rating), description: text }),
    });
  };

  // Finished and reviewed work, so 'Yasa Terbaik' and the histories have something to show.
  const done1 = await postBersih(
    'siti',
    'Bersihkan dapur dan kamar mandi',
    120_000,
    'Dapur berminyak, kamar mandi perlu disikat.',
  );
  await applyAndAccept('siti', 'andi', done1);
  await finish('siti', 'andi', done1, 5, 'Bersih sekali, datang tepat waktu. Terima kasih!');
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
  await finish('budi', 'rina', done2, 4, 'Sayurnya segar, cuma agak telat sedikit.');
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
  await finish('siti', 'andi', done3, 5, 'Cepat dan teliti.');

  // Work in progress with a conversation.
  const busy = await postBersih(
    'budi',
    'Cuci piring dan rapikan ruang tamu',
    80_000,
    'Setelah arisan, piring menumpuk.',
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

  // Open jobs waiting for a Yasa, one with an applicant.
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
  await postBersih(
    'siti',
    'Setrika pakaian satu keranjang',
    60_000,
    'Kemeja kerja dan seragam anak.',
  );
  await postNitip(
    'budi',
    nitip('Titip martabak manis', 15_000, 'Martabak cokelat keju ukuran besar.', -6.2297, 106.8533),
  );

  await app.close();
  console.info(
    'Demo data is ready. Log in with the accounts listed in the README (password: bantuin-demo).',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
