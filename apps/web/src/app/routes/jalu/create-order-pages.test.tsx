import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from '@/features/wallet/api/keys';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { aClientProfile, signedInApi } from '@/test/fixtures';
import { configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';
import { ACTIVE_ORDERS_PAGE_SIZE } from '@/features/jobs/api/list-active-orders';

/** Leaflet and Swiper load lazily; the first import in a busy run can take a while. */
const LAZY = { timeout: 15_000 };
/** Every page here draws a map or a carousel: room for their first, lazy import. */
const SLOW = { timeout: 15_000 };
const ok = (body: unknown): FakeReply => ({ status: 200, body });

/** 'Waktu pengerjaan' (a datetime-local input, read as Jakarta time). */
function pickTime(value = '2026-11-28T09:00') {
  fireEvent.change(screen.getByLabelText('Waktu pengerjaan (WIB)'), { target: { value } });
}
const CREATED: FakeReply = {
  status: 201,
  body: { message: 'Berhasil membuat Pekerjaan', _id: '00000000-0000-4000-8000-00000000aaaa' },
};
const ACTIVE_ORDERS = `GET /clients/jobs/active?limit=${ACTIVE_ORDERS_PAGE_SIZE}` as const;
const HOME = { lat: -6.25, lng: 106.85 };
const GEOCODE_HOME = `GET /geocode/reverse?lat=${HOME.lat}&lng=${HOME.lng}` as const;
const HOME_ADDRESS = 'Jl. Kenanga No. 12, Tebet, Jakarta Selatan';

/** jsdom has no geolocation; each test that needs one brings its own. */
function stubGeolocation(answer: { lat: number; lng: number } | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
    if (answer === 'denied') {
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    } else {
      success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    }
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** The calls every order form makes on its own: the area's, the config, the device's address. */
function formApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  stubGeolocation(HOME);
  return fakeApi({
    ...signedInApi('jalu'),
    ...configApi(),
    [GEOCODE_HOME]: ok({ address: HOME_ADDRESS }),
    ...extra,
  });
}

async function openForm(path: string) {
  const view = renderApp(path, { session: { role: 'jalu' } });
  // The device's location was turned into the address.
  await waitFor(() => expect(screen.getByLabelText('Alamat')).toHaveValue(HOME_ADDRESS), LAZY);
  return view;
}

function pngFile(name: string) {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, {
    type: 'image/png',
  });
}

describe('order forms', SLOW, () => {
  it('shows the map picker with the configured tiles and fills the address from the device', async () => {
    formApi();
    await openForm('/jalu/order/add-shopping');

    expect(screen.getByRole('heading', { name: 'Buat Pesanan Nitip', level: 1 })).toBeVisible();
    const map = await screen.findByRole('region', { name: 'Peta pilih lokasi pekerjaan' }, LAZY);
    expect(await within(map).findByAltText('Pin lokasi pekerjaan', {}, LAZY)).toBeInTheDocument();
    await expect
      .poll(() => map.querySelector('img.leaflet-tile')?.getAttribute('src'), LAZY)
      .toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/);
    expect(within(map).getByText(/OpenStreetMap contributors/)).toBeInTheDocument();
    // The address stays editable.
    expect(screen.getByLabelText('Alamat')).toBeEnabled();
  });

  it("says 'Lengkapi data terlebih dahulu' and opens no dialog when fee, description and notes are empty", async () => {
    const { requests } = formApi();
    const { user } = await openForm('/jalu/order/add-shopping');

    await user.type(screen.getByLabelText('Judul'), 'Belanja sayur');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(await screen.findByText('Lengkapi data terlebih dahulu')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('opens the confirm dialog with the fee, the admin fee and the total', async () => {
    formApi();
    const { user } = await openForm('/jalu/order/add-shopping');

    await user.type(screen.getByLabelText('Biaya'), '25.000abc');
    expect(screen.getByLabelText('Biaya')).toHaveValue('25000');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    const rows = within(dialog).getAllByRole('definition');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Sabtu, 28 November 2026, 09.00 WIB',
      'Rp 25.000',
      'Rp 2.000',
      'Rp 27.000',
    ]);
    expect(within(dialog).getByText('Biaya admin')).toBeVisible();
    expect(within(dialog).getByText('Total')).toBeVisible();

    // Cancelling closes it and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks for 'Waktu pengerjaan' before opening the dialog", async () => {
    const { requests } = formApi();
    const { user } = await openForm('/jalu/order/add-shopping');

    await user.type(screen.getByLabelText('Biaya'), '35000');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(await screen.findByText('Pilih waktu pengerjaan terlebih dahulu')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('opens the dialog when only the notes are filled in', async () => {
    formApi();
    const { user } = await openForm('/jalu/order/add-cleaning');

    await user.type(screen.getByLabelText('Catatan alamat'), 'Pagar hijau');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    expect(within(dialog).getAllByRole('definition').at(-1)).toHaveTextContent(/Rp\s2\.000/);
  });

  it('posts a Nitip order as JSON with the coordinates, then shows my orders', async () => {
    const { requests } = formApi({
      'POST /clients/jobs/belanja': CREATED,
      [ACTIVE_ORDERS]: ok([]),
    });
    const { user, currentPath, queryClient } = await openForm('/jalu/order/add-shopping');
    queryClient.setQueryData(walletKeys.balance(), { amount: 100_000, withdrawable: 0 });

    // The fee pays the errand only; the field says so.
    expect(screen.getByLabelText('Biaya')).toHaveAccessibleDescription(
      /Biaya ini hanya untuk jasa Yasa, belum termasuk harga belanjaan\./,
    );
    await user.type(screen.getByLabelText('Judul'), 'Belanja sayur di Pasar Minggu');
    await user.type(screen.getByLabelText('Biaya'), '35000');
    await user.type(screen.getByLabelText('Deskripsi'), 'Bayam 2 ikat, tomat 1 kg.');
    await user.clear(screen.getByLabelText('Alamat'));
    await user.type(screen.getByLabelText('Alamat'), 'Jl. Melati No. 5');
    await user.type(screen.getByLabelText('Catatan alamat'), 'Pagar hijau');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, buat pesanan' }));

    const toast = await screen.findByText('Berhasil membuat pesanan');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/clients/jobs/belanja');
    expect(post?.headers.get('Content-Type')).toBe('application/json');
    expect(post?.body).toEqual({
      title: 'Belanja sayur di Pasar Minggu',
      fee: 35000,
      description: 'Bayam 2 ikat, tomat 1 kg.',
      address: 'Jl. Melati No. 5',
      addressNotes: 'Pagar hijau',
      coordinates: HOME,
      scheduledAt: '2026-11-28T09:00:00+07:00',
    });
    // Fee + admin fee left the wallet: the balance is refetched when next shown.
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
  });

  it("posts a Nitip with 'Daftar belanja' and 'Batas belanja', shown in the confirm dialog", async () => {
    const { requests } = formApi({
      'POST /clients/jobs/belanja': CREATED,
      [ACTIVE_ORDERS]: ok([]),
    });
    const { user, currentPath } = await openForm('/jalu/order/add-shopping');
    await user.type(screen.getByLabelText('Judul'), 'Belanja bulanan');
    await user.type(screen.getByLabelText('Biaya'), '25000');
    await user.type(screen.getByLabelText('Deskripsi'), 'Di minimarket dekat rumah.');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Tambah barang' }));
    await user.type(screen.getByLabelText('Barang 1'), 'Beras 5 kg');
    await user.type(screen.getByLabelText('Perkiraan harga'), '70000');
    await user.click(screen.getByRole('button', { name: 'Tambah barang' }));
    await user.type(screen.getByLabelText('Barang 2'), 'Telur');
    const quantities = screen.getAllByLabelText('Jumlah');
    await user.clear(quantities[1]!);
    await user.type(quantities[1]!, '10');
    // A list needs its cap.
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText('Isi batas belanja untuk daftar belanjamu')).toBeVisible();
    await user.type(screen.getByLabelText('Batas belanja'), '100000');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    expect(within(dialog).getByText('Batas belanja (2 barang)')).toBeVisible();
    // Fee + admin fee + the cap, all held.
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent(
      /^Rp\s127\.000$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ya, buat pesanan' }));
    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      fee: 25000,
      items: [
        { name: 'Beras 5 kg', quantity: 1, estimatedPrice: 70000 },
        { name: 'Telur', quantity: 10 },
      ],
      shoppingCap: 100000,
    });
  });

  it('posts a Bebersih order as multipart with each photo under `image`', async () => {
    const { requests } = formApi({
      'POST /clients/jobs/bersih': CREATED,
      [ACTIVE_ORDERS]: ok([]),
    });
    const { user, currentPath } = await openForm('/jalu/order/add-cleaning');

    await user.type(screen.getByLabelText('Judul'), 'Bersihkan dapur');
    await user.type(screen.getByLabelText('Biaya'), '120000');
    await user.type(screen.getByLabelText('Deskripsi'), 'Dapur berminyak.');
    const photos = screen.getByLabelText('Foto ruangan');
    await user.upload(photos, [pngFile('dapur.png'), pngFile('lantai.png'), pngFile('wc.png')]);
    expect(screen.getByText('3/5 foto')).toBeVisible();
    expect(screen.getByAltText('Foto ruangan 3')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole('button', { name: 'Hapus foto ruangan 2' }));
    expect(screen.getByText('2/5 foto')).toBeVisible();

    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    expect(within(dialog).getAllByRole('definition').at(-1)).toHaveTextContent(/Rp\s122\.000/);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, buat pesanan' }));

    expect(await screen.findByText('Berhasil membuat pesanan')).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/clients/jobs/bersih');
    // The browser sets the multipart boundary itself.
    expect(post?.headers.get('Content-Type')).toBeNull();
    const form = post?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Bersihkan dapur');
    expect(form.get('fee')).toBe('120000');
    expect(form.get('description')).toBe('Dapur berminyak.');
    expect(form.get('address')).toBe(HOME_ADDRESS);
    expect(form.get('addressNotes')).toBe('');
    expect(form.get('coordinates')).toBe(JSON.stringify(HOME));
    expect(form.get('scheduledAt')).toBe('2026-11-28T09:00:00+07:00');
    const images = form.getAll('image') as File[];
    expect(images.map((image) => image.name)).toEqual(['dapur.png', 'wc.png']);
    // No task list chosen: the proof stays free, and no `tasks` field goes.
    expect(form.get('tasks')).toBeNull();
  });

  it("posts a Bebersih with 'Daftar tugas' from the suggestions and free text, shown in the dialog", async () => {
    const { requests } = formApi({
      'POST /clients/jobs/bersih': CREATED,
      [ACTIVE_ORDERS]: ok([]),
    });
    const { user } = await openForm('/jalu/order/add-cleaning');

    await user.type(screen.getByLabelText('Judul'), 'Bersihkan rumah');
    await user.type(screen.getByLabelText('Biaya'), '150000');
    await user.type(screen.getByLabelText('Deskripsi'), 'Rumah dua lantai.');
    await user.upload(screen.getByLabelText('Foto ruangan'), [pngFile('rumah.png')]);

    const kitchen = screen.getByRole('button', { name: 'Dapur' });
    await user.click(kitchen);
    expect(kitchen).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Kamar mandi' }));
    await user.click(screen.getByRole('button', { name: 'Kamar tidur' }));
    // Chosen twice is taken back.
    await user.click(screen.getByRole('button', { name: 'Kamar tidur' }));
    await user.type(screen.getByLabelText('Tugas lain'), 'Teras belakang{Enter}');
    // The same name again, in other letters, is not added twice.
    await user.type(screen.getByLabelText('Tugas lain'), 'dapur');
    await user.click(screen.getByRole('button', { name: 'Tambah tugas' }));
    const list = screen.getByRole('list', { name: 'Daftar tugas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1. DapurHapus tugas Dapur',
      '2. Kamar mandiHapus tugas Kamar mandi',
      '3. Teras belakangHapus tugas Teras belakang',
    ]);
    expect(screen.getByText('3/12 tugas')).toBeVisible();

    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    expect(within(dialog).getByText('Dapur, Kamar mandi, Teras belakang')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, buat pesanan' }));

    expect(await screen.findByText('Berhasil membuat pesanan')).toBeVisible();
    const form = requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(JSON.parse(form.get('tasks') as string)).toEqual([
      'Dapur',
      'Kamar mandi',
      'Teras belakang',
    ]);
  });

  it('keeps at most 5 room photos', async () => {
    formApi();
    const { user } = await openForm('/jalu/order/add-cleaning');

    const files = ['1', '2', '3', '4', '5', '6'].map((n) => pngFile(`kamar-${n}.png`));
    await user.upload(screen.getByLabelText('Foto ruangan'), files);

    expect(await screen.findByText('Maksimal 5 foto')).toBeVisible();
    expect(screen.getByText('5/5 foto')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Hapus foto ruangan/ })).toHaveLength(5);
    expect(screen.getByLabelText('Foto ruangan')).toBeDisabled();
  });

  it("sends a Jalu without a name to the profile with 'Lengkapi profilmu dulu', and back to the kept draft", async () => {
    const nameless = { ...aClientProfile(), name: null };
    formApi({
      'GET /clients/profile': ok(nameless),
      'POST /clients/jobs/belanja': {
        status: 400,
        body: { message: 'Fill in your profile first!', code: 'PROFILE_INCOMPLETE' },
      },
      'PATCH /clients/profile': ok({ ...nameless, name: 'Sari' }),
    });
    const { user, currentPath } = await openForm('/jalu/order/add-shopping');
    // Said before anything is typed.
    expect(await screen.findByText('Lengkapi profilmu dulu.')).toBeVisible();

    await user.type(screen.getByLabelText('Judul'), 'Belanja sayur');
    await user.type(screen.getByLabelText('Biaya'), '35000');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, buat pesanan' }));

    const toast = await screen.findByText('Lengkapi profilmu dulu');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    await waitFor(() => expect(currentPath()).toBe('/jalu/profile/update'));

    await user.type(await screen.findByLabelText('Nama'), 'Sari');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(currentPath()).toBe('/jalu/order/add-shopping'));
    expect(await screen.findByLabelText('Judul')).toHaveValue('Belanja sayur');
    expect(screen.getByLabelText('Biaya')).toHaveValue('35000');
  });

  it("shows the server's message and stays when the wallet is short", async () => {
    formApi({
      'POST /clients/jobs/belanja': {
        status: 400,
        body: { message: 'Saldo kamu tidak cukup', code: 'INSUFFICIENT_BALANCE' },
      },
    });
    const { user, currentPath } = await openForm('/jalu/order/add-shopping');

    await user.type(screen.getByLabelText('Biaya'), '35000');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, buat pesanan' }));

    const toast = await screen.findByText('Saldo kamu tidak cukup');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(currentPath()).toBe('/jalu/order/add-shopping');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What was typed is still there.
    expect(screen.getByLabelText('Biaya')).toHaveValue('35000');
  });
});

describe('order form: the server refuses fields', SLOW, () => {
  it('shows every refused field under it at once and keeps what was typed; the pin is the one toast', async () => {
    const fields = {
      title: 'Judul wajib diisi',
      fee: 'Biaya minimal Rp 10.000',
      coordinates: 'Koordinat tidak valid',
    };
    formApi({
      'POST /clients/jobs/belanja': {
        status: 400,
        body: { message: fields.title, code: 'VALIDATION_ERROR', fields },
      },
    });
    const { user } = await openForm('/jalu/order/add-shopping');

    await user.type(screen.getByLabelText('Biaya'), '500');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, buat pesanan' }));

    const title = screen.getByLabelText('Judul');
    await waitFor(() => expect(title).toHaveAccessibleDescription(fields.title));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Biaya')).toHaveAccessibleDescription(
      expect.stringContaining(fields.fee),
    );
    expect(screen.getByLabelText('Biaya')).toHaveValue('500');
    expect(screen.getByLabelText('Deskripsi')).not.toHaveAttribute('aria-invalid');
    // The pin has no text field: its sentence is the one toast.
    const toast = await screen.findByText(fields.coordinates);
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(screen.queryByText(fields.title, { selector: '.Toastify__toast *' })).toBeNull();
  });
});

describe('order form: a lost connection', SLOW, () => {
  it('keeps the dialog, says so, and sends again under the same Idempotency-Key', async () => {
    let tries = 0;
    const { requests } = formApi({
      'POST /clients/jobs/belanja': async () => {
        tries += 1;
        // The first try's answer never arrives (the phone lost its connection).
        if (tries === 1) throw new TypeError('Failed to fetch');
        return CREATED;
      },
      [ACTIVE_ORDERS]: ok([]),
    });
    const { user, currentPath } = await openForm('/jalu/order/add-shopping');

    await user.type(screen.getByLabelText('Biaya'), '35000');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, buat pesanan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksimu, lalu coba lagi. Pesananmu tetap dibuat sekali saja.',
    );
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeEnabled();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));

    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    const keys = posts.map((post) => post.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a slow post may be closed; the same order sent again keeps its key', async () => {
    let loseFirst: (error: Error) => void = () => {};
    let tries = 0;
    const { requests } = formApi({
      'POST /clients/jobs/belanja': () => {
        tries += 1;
        if (tries > 1) return Promise.resolve(CREATED);
        // The first post hangs until the test cuts it off.
        return new Promise<FakeReply>((_resolve, reject) => {
          loseFirst = reject;
        });
      },
      [ACTIVE_ORDERS]: ok([]),
    });
    const { user, currentPath } = await openForm('/jalu/order/add-shopping');

    await user.type(screen.getByLabelText('Biaya'), '35000');
    pickTime();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, buat pesanan' }));
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();

    // The browser goes offline while the post waits: the dialog says so and may be closed.
    fireEvent(window, new Event('offline'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Koneksimu lambat atau terputus. Kamu boleh menutup jendela ini.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // While that post is on its way, no second one can start.
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();

    // That post gets no answer; the connection comes back.
    loseFirst(new TypeError('Failed to fetch'));
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const again = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
    await user.click(within(again).getByRole('button', { name: 'Ya, buat pesanan' }));

    await waitFor(() => expect(currentPath()).toBe('/jalu/order/my'));
    const keys = requests
      .filter((request) => request.method === 'POST')
      .map((post) => post.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('order form map', SLOW, () => {
  it('leaves the address empty and asks nothing of the geocoder when the location is denied', async () => {
    stubGeolocation('denied');
    const { requests } = fakeApi({ ...signedInApi('jalu'), ...configApi() });
    renderApp('/jalu/order/add-shopping', { session: { role: 'jalu' } });

    expect(
      await screen.findByText('Lokasimu tidak dapat diakses, peta memakai lokasi awal.'),
    ).toBeVisible();
    expect(requests.some((request) => request.url.startsWith('/geocode'))).toBe(false);
    expect(screen.getByLabelText('Alamat')).toHaveValue('');
  });

  it('tells when the browser has no geolocation at all', async () => {
    fakeApi({ ...signedInApi('jalu'), ...configApi() });
    renderApp('/jalu/order/add-cleaning', { session: { role: 'jalu' } });

    expect(await screen.findByText('Browser ini tidak dapat membaca lokasi.')).toBeVisible();
  });

  it("says in Indonesian (not the API's 'No results found') that the point has no address", async () => {
    stubGeolocation(HOME);
    fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      [GEOCODE_HOME]: {
        status: 404,
        body: { message: 'No results found', code: 'ADDRESS_NOT_FOUND' },
      },
    });
    renderApp('/jalu/order/add-shopping', { session: { role: 'jalu' } });

    expect(
      await screen.findByText(
        'Alamat titik ini tidak ditemukan. Geser penanda atau tulis alamatnya sendiri.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('No results found')).toBeNull();
    expect(screen.getByLabelText('Alamat')).toHaveValue('');
  });

  it('says in Indonesian when the geocoder failed', async () => {
    stubGeolocation(HOME);
    fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      [GEOCODE_HOME]: {
        status: 502,
        body: { message: 'Geocoder failed due to: 503', code: 'GEOCODER_FAILED' },
      },
    });
    renderApp('/jalu/order/add-shopping', { session: { role: 'jalu' } });

    expect(
      await screen.findByText(
        'Alamat belum bisa dicari sekarang. Coba lagi nanti atau tulis alamatnya sendiri.',
      ),
    ).toBeVisible();
  });

  it('moves the pin where the map is clicked and fills in the address of that point', async () => {
    const routes = {
      ...signedInApi('jalu'),
      ...configApi(),
      [GEOCODE_HOME]: ok({ address: HOME_ADDRESS }),
    };
    // The clicked point depends on Leaflet's pixel maths: answer any point with its own address.
    const anyPoint = new Proxy(routes, {
      get: (target, key: string) =>
        key in target
          ? target[key as keyof typeof target]
          : key.startsWith('GET /geocode/reverse?')
            ? ok({ address: `Alamat untuk ${key.slice(key.indexOf('?') + 1)}` })
            : undefined,
    });
    stubGeolocation(HOME);
    const { requests } = fakeApi(anyPoint);
    await openForm('/jalu/order/add-shopping');
    const map = await screen.findByRole('region', { name: 'Peta pilih lokasi pekerjaan' }, LAZY);
    const container = map.querySelector('.leaflet-container')!;

    fireEvent.click(container, { clientX: 160, clientY: 90 });

    const address = screen.getByLabelText<HTMLTextAreaElement>('Alamat');
    await waitFor(() => expect(address.value).toMatch(/^Alamat untuk lat=/));
    const lookUps = requests.filter((request) => request.url.startsWith('/geocode/reverse'));
    expect(lookUps).toHaveLength(2);
    const clicked = new URL(lookUps[1]!.url, 'http://localhost').searchParams;
    expect(address).toHaveValue(`Alamat untuk ${clicked.toString()}`);
    // East and south of the pin: where the click was, relative to the map's centre.
    expect(Number(clicked.get('lng'))).toBeGreaterThan(HOME.lng);
    expect(Number(clicked.get('lat'))).toBeLessThan(HOME.lat);
  });
});
