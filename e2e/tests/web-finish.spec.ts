import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  namedYasaByApi,
  postErrandJobByApi,
  signUpByApi,
  topUpByApi,
  updateProfileByApi,
} from '../support/api.js';
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from '../support/axe.js';
import { pageSignedInAs } from '../support/journeys.js';

/*
 * Issue 28, the last minor items at 390 × 844: the 404 page's figure and ways back, and a
 * category filter that changes the list without moving the page.
 */

test.use({ viewport: PHONE_VIEWPORT });

const unique = () => `${Date.now() % 1e6}${test.info().parallelIndex}`;

test('an unknown address: a figure that passes contrast, its own title, the way home', async ({
  page,
}) => {
  await page.goto('/halaman-yang-hilang');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Ilustrasi peta/ })).toBeVisible();
  // Read and measured by axe (no longer hidden from it).
  await expect(page.getByText('Kode 404')).toBeVisible();
  await expect(page).toHaveTitle('Halaman tidak ditemukan · Bantuin');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Bantuan Bebersih dan Nitip di sekitarmu · Bantuin');
});

/** Puts `filter` near the top of the window (the list under it) and says where the page is. */
async function scrollFilterToTop(page: Page, filter: Locator): Promise<number> {
  await filter.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  return scrolled;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a category filter changes the list, not where the page is nor the focus', async ({
  browser,
  request,
}) => {
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name: 'Sari Wulandari' });
  await topUpByApi(request, jalu, 500_000);
  for (let index = 0; index < 8; index++) {
    await postErrandJobByApi(request, jalu, {
      title: `Belanja pasar ${index + 1} ${unique()}`,
      fee: 30_000,
      description: 'Bayam 2 ikat, tomat 1 kg, dan cabai rawit seperempat.',
      address: 'Jl. Melati No. 5, Pasar Minggu, Jakarta Selatan',
      coordinates: { lat: -6.284123, lng: 106.844567 },
    });
  }

  // The Jalu's 'Pesanan Saya' (a select).
  const jaluPage = await pageSignedInAs(browser, jalu, { viewport: PHONE_VIEWPORT });
  await jaluPage.goto('/jalu/order/my');
  const orders = jaluPage.getByRole('list', { name: 'Pesanan Saya' });
  await expect(orders.getByRole('listitem')).toHaveCount(8);
  const select = jaluPage.getByRole('combobox', { name: 'Kategori' });
  const ordersAt = await scrollFilterToTop(jaluPage, select);
  // Chosen as a person does it, on the focused select (selectOption alone does not focus it).
  await select.focus();
  await select.selectOption('Nitip');
  await expect(jaluPage).toHaveURL(/category=Nitip/);
  await expect(orders).not.toHaveAttribute('aria-busy');
  expect(Math.abs((await scrollY(jaluPage)) - ordersAt)).toBeLessThan(2);
  await expect(select).toBeFocused();
  await jaluPage.context().close();

  // The Yasa's open jobs (radio buttons).
  const yasa = await namedYasaByApi(request, 'Budi Santoso');
  const page = await pageSignedInAs(browser, yasa, { viewport: PHONE_VIEWPORT });
  await page.goto('/yasa');
  const list = page.getByRole('list', { name: 'Pekerjaan Tersedia' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  const openJobsAt = await scrollFilterToTop(
    page,
    page.getByRole('radiogroup', { name: 'Kategori' }),
  );
  const nitip = page.getByRole('radio', { name: 'Nitip' });
  await nitip.click();
  await expect(page).toHaveURL(/kategori=Nitip/);
  await expect(list).not.toHaveAttribute('aria-busy');
  await expect(nitip).toBeChecked();
  await expect(nitip).toBeFocused();
  expect(Math.abs((await scrollY(page)) - openJobsAt)).toBeLessThan(2);
  await page.context().close();
});
