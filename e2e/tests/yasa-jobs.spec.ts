import { expect, test } from '@playwright/test';
import { jaluWithErrandJob } from '../support/api.js';
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/axe.js';
import { signUpAndLogIn } from '../support/journeys.js';

// A Yasa looks for work on a phone.
test.use({ viewport: PHONE_VIEWPORT });

test('a new Yasa is asked for a name before applying, then applies for a Nitip job', async ({
  page,
  request,
}) => {
  const unique = `${Date.now() % 1e6}${test.info().parallelIndex}`;
  const title = `Belanja sayur untuk arisan ${unique}`;
  const { jalu, jobId } = await jaluWithErrandJob(request, {
    name: 'Sari E2E',
    balance: 100_000,
    job: {
      title,
      fee: 30_000,
      description: 'Bayam 2 ikat, tomat 1 kg, dan cabai rawit seperempat.',
      address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
      addressNotes: 'Pagar hijau, sebelah warung',
      coordinates: { lat: -6.2841, lng: 106.8446 },
    },
  });

  // A Yasa without a name finds the job on the home page.
  await signUpAndLogIn(page, 'yasa');
  await expect(page.getByRole('heading', { name: 'Halo, Yasa!' })).toBeVisible();
  const card = page.getByRole('link', { name: title });
  await expect(card).toHaveAttribute('href', `/yasa/order/${jobId}`);
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/yasa/order/${jobId}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Rp\s30\.000$/)).toBeVisible();
  // Not accepted yet: the area, the Jalu's first name and a circle, never the door (issue 28).
  await expect(page.getByText('Perkiraan lokasi')).toBeVisible();
  await expect(page.getByText('Jl. Melati, Pasar Minggu, Jakarta Selatan')).toBeVisible();
  await expect(page.getByText('Pagar hijau, sebelah warung')).toHaveCount(0);
  await expect(page.getByText('Sari', { exact: true })).toBeVisible();
  // The Leaflet map (a lazy chunk, loaded as it nears the screen) with the circle, no pin.
  await page.getByRole('link', { name: /Buka di OpenStreetMap/ }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: 'Peta perkiraan lokasi pekerjaan' });
  await expect(map).toBeVisible();
  await expect(map.getByAltText('Lokasi pekerjaan')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Yasa: pekerjaan terbuka');

  // Applying without a name: the server refuses and the profile is where to fix it.
  await page.getByRole('button', { name: 'Melamar' }).click();
  await expect(page.getByText('Lengkapi profilmu dulu')).toBeVisible();
  await expect(page).toHaveURL(/\/yasa\/profile$/);

  await page.getByRole('link', { name: 'Ubah Profil' }).click();
  await page.getByLabel('Nama').fill('Budi E2E');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil mengubah profil')).toBeVisible();

  // Now the application goes through.
  await page.goto(`/yasa/order/${jobId}`);
  await page.getByRole('button', { name: 'Melamar' }).click();
  await expect(page.getByText('Berhasil melamar pekerjaan')).toBeVisible();
  await expect(page).toHaveURL(/\/yasa$/);
  await expect(page.getByRole('heading', { name: 'Halo, Budi E2E!' })).toBeVisible();

  // Reopened, the job remembers the application.
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('button', { name: 'Sudah melamar' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'Yasa: pekerjaan yang sudah dilamar');
  await expect(page.getByRole('button', { name: 'Melamar', exact: true })).toHaveCount(0);

  // And the Jalu sees the Yasa in the waiting list.
  const applicants = await request.get(`/clients/jobs/${jobId}/workers`, {
    headers: { Authorization: `Bearer ${jalu.token}` },
  });
  expect(applicants.ok()).toBe(true);
  const { workers } = (await applicants.json()) as { workers: { name: string | null }[] };
  expect(workers.map((worker) => worker.name)).toEqual(['Budi E2E']);
});
