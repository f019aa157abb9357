import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeReply, type RecordedRequest } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';
import { ACTIVE_ORDERS_PAGE_SIZE } from '@/features/jobs/api/list-active-orders';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_TEXTS } from './address-search';
import { LOCATION_PICKER_TEXTS, LOCATION_WARNED_KEY } from './location-picker';

/** Leaflet loads lazily; the first import in a busy run can take a while. */
const LAZY = { timeout: 15_000 };
const ok = (body: unknown): FakeReply => ({ status: 200, body });

const HOME = { lat: -6.25, lng: 106.85 };
const HOME_ADDRESS = 'Jl. Kenanga No. 12, Tebet, Jakarta Selatan';
const PLACES = [
  { address: 'Jalan Melati, Menteng, Jakarta Pusat', lat: -6.1951, lng: 106.8326 },
  { address: 'Jalan Melati, Cilandak, Jakarta Selatan', lat: -6.2912, lng: 106.7987 },
];
const SEARCH_MELATI = 'GET /geocode/search?q=Jalan+Melati' as const;
const DENIED = 'Lokasimu tidak dapat diakses, peta memakai lokasi awal.';

/** jsdom has no geolocation; each test brings its own. */
function stubGeolocation(answer: { lat: number; lng: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
        if (answer === 'denied') {
          failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        } else {
          success({
            coords: { latitude: answer.lat, longitude: answer.lng },
          } as GeolocationPosition);
        }
      }),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

/**
 * The form's calls: any point answers an address naming it (a moved pin lands wherever Leaflet's
 * pixel maths puts it), plus what the test adds.
 */
function pickerApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  const routes = {
    ...signedInApi('jalu'),
    ...configApi(),
    [`GET /geocode/reverse?lat=${HOME.lat}&lng=${HOME.lng}`]: ok({ address: HOME_ADDRESS }),
    ...extra,
  };
  return fakeApi(
    new Proxy(routes, {
      get: (target, key: string) =>
        key in target
          ? target[key as keyof typeof target]
          : key.startsWith('GET /geocode/reverse?')
            ? ok({ address: `Alamat untuk ${key.slice(key.indexOf('?') + 1)}` })
            : undefined,
    }),
  );
}

const lookUps = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.startsWith('/geocode/reverse'))
    .map((request) => {
      const params = new URL(request.url, 'http://localhost').searchParams;
      return { lat: Number(params.get('lat')), lng: Number(params.get('lng')) };
    });
const searches = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.startsWith('/geocode/search'));

async function openForm(path = '/jalu/order/add-shopping') {
  const view = renderApp(path, { session: { role: 'jalu' } });
  const map = await screen.findByRole('region', { name: 'Peta pilih lokasi pekerjaan' }, LAZY);
  return { ...view, map };
}

/** Fills what the form needs besides the place, posts it, and answers the posted body. */
async function post(user: ReturnType<typeof renderApp>['user'], requests: RecordedRequest[]) {
  await user.type(screen.getByLabelText('Biaya'), '35000');
  fireEvent.change(screen.getByLabelText('Waktu pengerjaan (WIB)'), {
    target: { value: '2026-11-28T09:00' },
  });
  await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pesanan' });
  await user.click(within(dialog).getByRole('button', { name: 'Ya, buat pesanan' }));
  await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
  return requests.find((request) => request.method === 'POST')!.body as Record<string, unknown>;
}

const POSTING = {
  'POST /clients/jobs/belanja': {
    status: 201,
    body: { message: 'Berhasil membuat Pekerjaan', _id: '00000000-0000-4000-8000-00000000aaaa' },
  },
  [`GET /clients/jobs/active?limit=${ACTIVE_ORDERS_PAGE_SIZE}`]: ok([]),
} as const;

describe('address search', { timeout: 30_000 }, () => {
  it('suggests places as a listbox; the arrow keys and Enter choose one, which moves the pin and fills the address', async () => {
    stubGeolocation(HOME);
    const { requests } = pickerApi({ [SEARCH_MELATI]: ok(PLACES), ...POSTING });
    const { user } = await openForm();
    await waitFor(() => expect(screen.getByLabelText('Alamat')).toHaveValue(HOME_ADDRESS), LAZY);

    const search = screen.getByRole('combobox', { name: 'Cari alamat' });
    await user.type(search, '  Jalan   Melati');
    const list = screen.getByRole('listbox');
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      PLACES.map((place) => place.address),
    );
    // Typing paused once: one search, for the cleaned-up words.
    expect(searches(requests).map((request) => request.url)).toEqual([
      '/geocode/search?q=Jalan+Melati',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[1]!.id,
    );
    await user.keyboard('{Enter}');

    expect(screen.getByLabelText('Alamat')).toHaveValue(PLACES[1]!.address);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // The place came with its address: nothing more to look up.
    expect(lookUps(requests)).toEqual([HOME]);

    const body = await post(user, requests);
    expect(body.coordinates).toEqual({ lat: PLACES[1]!.lat, lng: PLACES[1]!.lng });
    expect(body.address).toBe(PLACES[1]!.address);
  });

  it('takes a tapped suggestion too', async () => {
    stubGeolocation(HOME);
    pickerApi({ [SEARCH_MELATI]: ok(PLACES) });
    const { user } = await openForm();

    await user.type(screen.getByRole('combobox', { name: 'Cari alamat' }), 'Jalan Melati');
    await user.click(await screen.findByRole('option', { name: PLACES[0]!.address }));

    await waitFor(() => expect(screen.getByLabelText('Alamat')).toHaveValue(PLACES[0]!.address));
  });

  it('waits for three letters, and says when nothing matches', async () => {
    stubGeolocation(HOME);
    const { requests } = pickerApi({ 'GET /geocode/search?q=Jalan+Entah': ok([]) });
    await openForm();
    const search = screen.getByRole('combobox', { name: 'Cari alamat' });

    // Two letters left alone past the debounce (on a clock the test moves) ask nothing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(search, { target: { value: 'Ja' } });
      await act(() => vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS * 3));
      expect(searches(requests)).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
    fireEvent.change(search, { target: { value: 'Jalan Entah' } });
    expect(await screen.findByText(ADDRESS_SEARCH_TEXTS.none)).toBeVisible();
    expect(searches(requests)).toHaveLength(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when the search fails, and the map still works', async () => {
    stubGeolocation(HOME);
    pickerApi({
      [SEARCH_MELATI]: {
        status: 503,
        body: {
          message: 'Terlalu banyak permintaan alamat, coba lagi sebentar lagi',
          code: 'SERVICE_UNAVAILABLE',
        },
      },
    });
    const { user } = await openForm();
    await user.type(screen.getByRole('combobox', { name: 'Cari alamat' }), 'Jalan Melati');

    expect(await screen.findByText(ADDRESS_SEARCH_TEXTS.failed)).toBeVisible();
    expect(screen.getByLabelText('Alamat')).toHaveValue(HOME_ADDRESS);
  });
});

describe('the pin with the keyboard', { timeout: 30_000 }, () => {
  it('moves with the arrow keys and looks the address up once the keys rest', async () => {
    stubGeolocation(HOME);
    const { requests } = pickerApi({ ...POSTING });
    const { user, map } = await openForm();
    await waitFor(() => expect(screen.getByLabelText('Alamat')).toHaveValue(HOME_ADDRESS), LAZY);

    const pin = await within(map).findByRole('button', { name: 'Pin lokasi pekerjaan' }, LAZY);
    expect(pin).toHaveAttribute('tabindex', '0');
    expect(pin).toHaveAccessibleDescription(/tombol panah/);
    pin.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowUp}');
    // Still on the pin: the next keys move it further.
    expect(pin).toHaveFocus();

    const address = screen.getByLabelText<HTMLTextAreaElement>('Alamat');
    await waitFor(() => expect(address.value).toMatch(/^Alamat untuk lat=/));
    // One look-up for the four presses, east and north of where the pin was.
    const moved = lookUps(requests);
    expect(moved).toHaveLength(2);
    expect(moved[1]!.lng).toBeGreaterThan(HOME.lng);
    expect(moved[1]!.lat).toBeGreaterThan(HOME.lat);

    const body = await post(user, requests);
    expect(body.coordinates).toEqual(moved[1]);
  });

  it('puts the pin at the centre with Enter on the focused map when there was none', async () => {
    stubGeolocation('denied');
    const { requests } = pickerApi();
    const { user, map } = await openForm();
    await screen.findByText(LOCATION_PICKER_TEXTS.noLocation);
    expect(within(map).queryByRole('button', { name: 'Pin lokasi pekerjaan' })).toBeNull();

    const container = map.querySelector<HTMLElement>('.leaflet-container')!;
    container.focus();
    await user.keyboard('{Enter}');

    expect(
      await within(map).findByRole('button', { name: 'Pin lokasi pekerjaan' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(lookUps(requests)).toEqual([{ lat: -6.2, lng: 106.8167 }]));
  });
});

describe('without the device location', { timeout: 30_000 }, () => {
  it('leaves no pin and an empty address with a hint, and warns once per visit', async () => {
    stubGeolocation('denied');
    const { requests } = pickerApi();
    const { map } = await openForm();

    expect(await screen.findByText(DENIED)).toBeVisible();
    expect(screen.getByText(LOCATION_PICKER_TEXTS.noLocation)).toBeVisible();
    expect(within(map).queryByAltText('Pin lokasi pekerjaan')).toBeNull();
    expect(screen.getByLabelText('Alamat')).toHaveValue('');
    expect(requests.some((request) => request.url.startsWith('/geocode'))).toBe(false);
    expect(sessionStorage.getItem(LOCATION_WARNED_KEY)).not.toBeNull();
  });

  it('asks for a place before posting when there is no pin', async () => {
    // Warned earlier in the visit: the only toast is the one this test waits for.
    sessionStorage.setItem(LOCATION_WARNED_KEY, '1');
    stubGeolocation('denied');
    const { requests } = pickerApi();
    const { user } = await openForm();
    await screen.findByText(LOCATION_PICKER_TEXTS.noLocation);

    await user.type(screen.getByLabelText('Biaya'), '35000');
    fireEvent.change(screen.getByLabelText('Waktu pengerjaan (WIB)'), {
      target: { value: '2026-11-28T09:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText('Pilih lokasi pekerjaan di peta terlebih dahulu')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('does not warn again on the next form of the visit, unless asked with the button', async () => {
    sessionStorage.setItem(LOCATION_WARNED_KEY, '1');
    stubGeolocation('denied');
    pickerApi();
    const { user } = await openForm('/jalu/order/add-cleaning');

    expect(await screen.findByText(LOCATION_PICKER_TEXTS.noLocation)).toBeVisible();
    expect(screen.queryByText(DENIED)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gunakan lokasiku' }));
    expect(await screen.findByText(DENIED)).toBeVisible();
  });
});

describe('when the tiles cannot load', { timeout: 30_000 }, () => {
  it("says 'Peta tidak dapat dimuat' in the frame and the address search still places the pin", async () => {
    stubGeolocation('denied');
    const { requests } = pickerApi({ [SEARCH_MELATI]: ok(PLACES), ...POSTING });
    const { map, user } = await openForm();

    const tile = await waitFor(() => {
      const img = map.querySelector('img.leaflet-tile');
      expect(img).not.toBeNull();
      return img!;
    }, LAZY);
    fireEvent.error(tile);

    expect(await within(map).findByText('Peta tidak dapat dimuat')).toBeVisible();
    expect(within(map).getByText(LOCATION_PICKER_TEXTS.tilesFailed)).toBeVisible();

    await user.type(screen.getByRole('combobox', { name: 'Cari alamat' }), 'Jalan Melati');
    await user.click(await screen.findByRole('option', { name: PLACES[0]!.address }));
    expect(screen.getByLabelText('Alamat')).toHaveValue(PLACES[0]!.address);
    expect(
      await within(map).findByRole('button', { name: 'Pin lokasi pekerjaan' }),
    ).toBeInTheDocument();

    const body = await post(user, requests);
    expect(body.coordinates).toEqual({ lat: PLACES[0]!.lat, lng: PLACES[0]!.lng });
  });
});
