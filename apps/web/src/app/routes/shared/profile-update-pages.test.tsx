import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedRequest } from '@/test/fake-api';
import { aClientProfile, aWorkerProfile, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The multipart body the page sent, as plain entries. */
function sentForm(request: RecordedRequest | undefined): Record<string, FormDataEntryValue> {
  expect(request?.body).toBeInstanceOf(FormData);
  return Object.fromEntries((request!.body as FormData).entries());
}

const patchOf = (requests: RecordedRequest[]) =>
  requests.find((request) => request.method === 'PATCH');

const emptyJalu = aClientProfile({
  name: null,
  dateOfBirth: null,
  address: null,
  profilePicture: null,
});

describe('Jalu profile update', () => {
  it('sends only the filled fields, then says so and goes back to the profile', async () => {
    const saved = { ...emptyJalu, name: 'Sari Wulandari' };
    const { requests } = fakeApi({
      ...signedInApi('jalu', { profile: emptyJalu }),
      'PATCH /clients/profile': { status: 200, body: saved },
    });
    const { user, currentPath } = renderApp('/jalu/profile/update', {
      session: { role: 'jalu' },
    });

    expect(await screen.findByRole('heading', { name: 'Ubah Profil' })).toBeVisible();
    await user.type(await screen.findByLabelText('Nama'), '  Sari Wulandari ');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Berhasil mengubah profil')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sari Wulandari' })).toBeVisible();
    expect(currentPath()).toBe('/jalu/profile');
    expect(sentForm(patchOf(requests))).toEqual({ name: 'Sari Wulandari' });
  });

  it('says nothing changed, and sends nothing, when Simpan would change nothing', async () => {
    const { requests } = fakeApi({ ...signedInApi('jalu', { profile: aClientProfile() }) });
    const { user, currentPath } = renderApp('/jalu/profile/update', {
      session: { role: 'jalu' },
    });

    expect(await screen.findByLabelText('Nama')).toHaveValue('Sari Wulandari');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Tidak ada yang berubah')).toBeVisible();
    expect(screen.queryByText('Berhasil mengubah profil')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    expect(currentPath()).toBe('/jalu/profile/update');
  });

  it('goes back to the order it was sent from (?next=) once saved', async () => {
    fakeApi({
      ...signedInApi('jalu', { profile: emptyJalu }),
      'PATCH /clients/profile': { status: 200, body: { ...emptyJalu, name: 'Sari' } },
    });
    const { user, currentPath } = renderApp(
      '/jalu/profile/update?next=%2Fjalu%2Forder%2Fadd-shopping',
      { session: { role: 'jalu' } },
    );

    expect(await screen.findByText(/kamu kembali ke pesananmu/)).toBeVisible();
    await user.type(await screen.findByLabelText('Nama'), 'Sari');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(currentPath()).toBe('/jalu/order/add-shopping'));
  });

  it('starts from the saved values and sends the picture as `image`', async () => {
    const profile = aClientProfile({ address: null });
    const { requests } = fakeApi({
      ...signedInApi('jalu', { profile }),
      'PATCH /clients/profile': {
        status: 200,
        body: { ...profile, profilePicture: '/uploads/baru.webp' },
      },
    });
    const { user } = renderApp('/jalu/profile/update', { session: { role: 'jalu' } });

    expect(await screen.findByLabelText('Nama')).toHaveValue('Sari Wulandari');
    expect(screen.getByLabelText('Tanggal Lahir')).toHaveValue('1995-08-17');
    expect(screen.getByLabelText('Tanggal Lahir')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Alamat')).toHaveValue('');

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'saya.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Foto profil'), photo);
    // Previewed before it is saved.
    expect(screen.getByRole('img', { name: 'Pratinjau foto profil' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByText('saya.png')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Berhasil mengubah profil');

    const form = sentForm(patchOf(requests));
    expect(Object.keys(form).sort()).toEqual(['dateOfBirth', 'image', 'name']);
    expect(form.dateOfBirth).toBe('1995-08-17');
    expect((form.image as File).name).toBe('saya.png');
    // The navbar shares the profile query: the new picture shows at once.
    const menuButton = screen.getByRole('button', { name: 'Menu akun' });
    await waitFor(() =>
      expect(within(menuButton).getByRole('presentation')).toHaveAttribute(
        'src',
        '/uploads/baru.webp',
      ),
    );
  });

  it("shows the server's message and stays on the form", async () => {
    fakeApi({
      ...signedInApi('jalu', { profile: emptyJalu }),
      'PATCH /clients/profile': {
        status: 400,
        body: { message: 'Umur harus antara 17 dan 100 tahun', code: 'VALIDATION_ERROR' },
      },
    });
    const { user, currentPath } = renderApp('/jalu/profile/update', {
      session: { role: 'jalu' },
    });

    const birthDate = await screen.findByLabelText('Tanggal Lahir');
    await user.type(birthDate, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Umur harus antara 17 dan 100 tahun')).toBeVisible();
    expect(currentPath()).toBe('/jalu/profile/update');
    expect(screen.getByLabelText('Tanggal Lahir')).toHaveValue('2020-01-01');
  });

  it('shows every refused field under it at once, not a toast per try', async () => {
    const fields = {
      name: 'Nama maksimal 100 karakter',
      dateOfBirth: 'Umur harus antara 17 dan 100 tahun',
    };
    fakeApi({
      ...signedInApi('jalu', { profile: emptyJalu }),
      'PATCH /clients/profile': {
        status: 400,
        body: { message: fields.name, code: 'VALIDATION_ERROR', fields },
      },
    });
    const { user } = renderApp('/jalu/profile/update', { session: { role: 'jalu' } });

    await user.type(await screen.findByLabelText('Nama'), 'N'.repeat(101));
    await user.type(screen.getByLabelText('Tanggal Lahir'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    const name = screen.getByLabelText('Nama');
    await waitFor(() => expect(name).toHaveAccessibleDescription(fields.name));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tanggal Lahir')).toHaveAccessibleDescription(fields.dateOfBirth);
    expect(screen.getByLabelText('Alamat')).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });
});

describe("Yasa 'Ubah Profil'", () => {
  it('has the bio, sends only the filled fields with Simpan, and goes back', async () => {
    const empty = aWorkerProfile({ name: null, dateOfBirth: null, address: null, bio: null });
    const saved = { ...empty, name: 'Budi Santoso', bio: 'Spesialis bebersih dapur.' };
    const { requests } = fakeApi({
      ...signedInApi('yasa', { profile: empty }),
      'PATCH /workers/profile': { status: 200, body: saved },
      'GET /workers/profile/reviews?limit=10': { status: 200, body: [] },
    });
    const { user, currentPath } = renderApp('/yasa/profile/update', {
      session: { role: 'yasa' },
    });

    expect(await screen.findByRole('heading', { name: 'Ubah Profil' })).toBeVisible();
    await user.type(await screen.findByLabelText('Nama'), 'Budi Santoso');
    await user.type(screen.getByLabelText('Bio'), 'Spesialis bebersih dapur.');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Berhasil mengubah profil')).toBeVisible();
    expect(currentPath()).toBe('/yasa/profile');
    expect(await screen.findByText('Spesialis bebersih dapur.')).toBeVisible();
    expect(sentForm(patchOf(requests))).toEqual({
      name: 'Budi Santoso',
      bio: 'Spesialis bebersih dapur.',
    });
  });

  it('starts from the saved bio', async () => {
    fakeApi(signedInApi('yasa'));
    renderApp('/yasa/profile/update', { session: { role: 'yasa' } });
    expect(await screen.findByLabelText('Bio')).toHaveValue('Rapi dan tepat waktu.');
    expect(screen.getByLabelText('Alamat')).toHaveValue('Jl. Kenanga No. 12, Depok');
  });
});
