import { expect, test } from '@playwright/test';
import { adminTokenByApi, namedYasaByApi } from '../support/api.js';
import { pageSignedInAs } from '../support/journeys.js';

// 'Hubungi kami' (issue 30): the person's question reaches the console's 'Tiket', the answer
// comes back to their Bantuan page and inbox. The people are made through the API (fast).
test('a Yasa asks from Bantuan, the admin answers in Tiket, the Yasa reads the answer', async ({
  browser,
  request,
}) => {
  const tag = `${Date.now() % 1e6}${test.info().parallelIndex}`;
  const subject = `Saldo belum masuk ${tag}`;
  const answer = `Sudah kami periksa, saldo masuk hari ini ${tag}.`;
  const yasa = await namedYasaByApi(request, `Yasa Bertanya ${tag}`);
  const adminToken = await adminTokenByApi(request);

  const yasaPage = await pageSignedInAs(browser, yasa);
  const adminPage = await pageSignedInAs(browser, { token: adminToken, role: 'admin' });
  // The console loads meanwhile (its own chunk); its 'Tiket' list is fetched after the question.
  const consoleLoaded = adminPage.goto('/admin');
  try {
    await test.step('the Yasa opens a ticket from Bantuan', async () => {
      await yasaPage.goto('/yasa');
      await yasaPage.getByRole('button', { name: 'Menu akun' }).click();
      await yasaPage.getByRole('menuitem', { name: 'Bantuan' }).click();
      const contact = yasaPage.getByRole('region', { name: 'Hubungi kami' });
      await contact.getByLabel('Judul').fill(subject);
      await contact.getByLabel('Pesan').fill('Bayaran pesanan kemarin belum masuk ke saldo saya.');
      await contact.getByRole('button', { name: 'Kirim' }).click();
      await expect(yasaPage.getByText(/^Pesan terkirim/)).toBeVisible();
      await expect(contact.getByRole('listitem').filter({ hasText: subject })).toContainText(
        'Menunggu jawaban',
      );
    });

    await test.step('the admin answers it in Tiket', async () => {
      await consoleLoaded;
      await adminPage.getByRole('link', { name: 'Tiket' }).first().click();
      const row = adminPage.getByRole('row').filter({ hasText: subject });
      await row.getByRole('textbox', { name: `Jawaban untuk ${subject}` }).fill(answer);
      await row.getByRole('button', { name: 'Kirim jawaban' }).click();
      await expect(adminPage.getByText('Jawaban terkirim')).toBeVisible();
    });

    await test.step('the Yasa reads the answer on Bantuan', async () => {
      await yasaPage.reload();
      const ticket = yasaPage
        .getByRole('region', { name: 'Hubungi kami' })
        .getByRole('listitem')
        .filter({ hasText: subject });
      await expect(ticket).toContainText('Sudah dijawab');
      await expect(ticket).toContainText('Jawaban Bantuin');
      await expect(ticket).toContainText(answer);
    });
  } finally {
    await yasaPage.context().close();
    await adminPage.context().close();
  }
});
