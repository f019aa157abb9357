import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type WebSocket,
} from '@playwright/test';

let sequence = 0;

/** Unique registration data per call, across parallel workers. */
export function newAccount() {
  sequence += 1;
  const unique = `${Date.now() % 1e7}${process.pid % 100}${sequence}`;
  return {
    email: `e2e${unique}@contoh.id`,
    phoneNumber: `08${unique.padStart(10, '7').slice(-10)}`,
    password: 'kata-sandi-e2e',
  };
}

export type Account = ReturnType<typeof newAccount>;

/** Registers through the page; the new account is signed in and lands in its area. */
export async function registerInBrowser(page: Page, role: 'jalu' | 'yasa', account: Account) {
  await page.goto(role === 'jalu' ? '/jalu-register' : '/yasa-register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Nomor Telepon').fill(account.phoneNumber);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(
    page.getByText(role === 'jalu' ? 'Berhasil Mendaftar' : 'Berhasil Mendaftar sebagai Yasa', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
}

export async function loginInBrowser(page: Page, account: Account) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Berhasil Masuk')).toBeVisible();
}

/** Registers through the pages, as a newcomer would: registration signs the person in. */
export async function signUpAndLogIn(page: Page, role: 'jalu' | 'yasa') {
  const account = newAccount();
  await registerInBrowser(page, role, account);
  return account;
}

/**
 * A browser tab signed in as `user` without the login page: the session (localStorage
 * `access_token` and `role`, as the app stores it) is there before the first page loads. Close
 * its context when done. `viewport` e.g. PHONE_VIEWPORT (support/axe.ts); Playwright's
 * 1280 × 720 unless given.
 */
export async function pageSignedInAs(
  browser: Browser,
  user: { token: string; role: 'jalu' | 'yasa' | 'admin' },
  {
    viewport,
    contextOptions = {},
  }: {
    viewport?: { width: number; height: number };
    /** More of the context's options, e.g. geolocation, or `serviceWorkers: 'block'`. */
    contextOptions?: BrowserContextOptions;
  } = {},
): Promise<Page> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set (the global setup starts the server)');
  const context = await browser.newContext({
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    ...(viewport ? { viewport } : {}),
    ...contextOptions,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: 'access_token', value: user.token },
            { name: 'role', value: user.role },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

/**
 * Resolves once the page's Socket.IO connection is accepted by the server (its CONNECT packet,
 * `40…`, arrived), so live updates can arrive. The websocket opening is not enough: the app
 * opens it first now, before the handshake (it used to be an upgrade after long-polling had
 * connected), and an event sent in between would miss the page.
 */
export function socketOpened(page: Page): Promise<unknown> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      page.off('websocket', onSocket);
      const onFrame = ({ payload }: { payload: string | Buffer }) => {
        if (typeof payload !== 'string' || !payload.startsWith('40')) return;
        socket.off('framereceived', onFrame);
        resolve(socket);
      };
      socket.on('framereceived', onFrame);
    };
    page.on('websocket', onSocket);
  });
}

/** `datetime-local` text for a moment `hoursAhead` from now, in Jakarta time (the form's zone). */
export function jakartaLocalInput(hoursAhead: number): string {
  const jakarta = new Date(Date.now() + hoursAhead * 3_600_000 + 7 * 3_600_000);
  return jakarta.toISOString().slice(0, 16);
}

/** 'Waktu pengerjaan' in an order form (required there). */
export async function fillScheduledAt(page: Page, hoursAhead = 48): Promise<void> {
  await page.getByLabel('Waktu pengerjaan (WIB)').fill(jakartaLocalInput(hoursAhead));
}

/** `scheduledAt` for the API, `minutesAhead` from now (the server wants 30 min – 30 days). */
export function scheduledAtIn(minutesAhead: number): string {
  return new Date(Date.now() + minutesAhead * 60_000).toISOString();
}

/**
 * Writes `text` in an open chat page and sends it with Enter once the room is joined: before
 * that, Enter keeps the draft (sending waits for the connection), so pressing it too early
 * would send nothing. The send button is enabled exactly when a send would go out.
 */
export async function sendChatMessage(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Tulis pesan' }).fill(text);
  await expect(page.getByRole('button', { name: 'Kirim' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Tulis pesan' }).press('Enter');
}
