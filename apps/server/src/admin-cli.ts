/**
 * `npm run admin -- create <email>` and `npm run admin -- list`: operator accounts, against the
 * configured database (DATABASE_URL, else the PGlite folder in DATA_DIR). The password comes from
 * ADMIN_PASSWORD or is asked on the terminal without echo.
 */
import path from 'node:path';
import { emailSchema, newPasswordSchema } from '@bantuin/contract';
import { openDatabase } from './db/client.js';
import { exitOnceIdle } from './lib/exit-once-idle.js';
import { createAdmin, listAdmins } from './modules/admin/admins.js';

const USAGE = 'Usage: npm run admin -- create <email>\n       npm run admin -- list';

/** Reads a line from the terminal with echo off (raw mode), or plainly from a pipe. */
async function askPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  if (!input.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  return new Promise((resolve, reject) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          done();
          return resolve(typed);
        }
        if (char === '\u0003') {
          done();
          return reject(new Error('cancelled'));
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    input.on('data', onData);
  });
}

async function main(args: string[]): Promise<number> {
  const [command, emailArg] = args;
  if (command !== 'create' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  let email: string | undefined;
  let password: string | undefined;
  if (command === 'create') {
    const parsedEmail = emailSchema.safeParse(emailArg ?? '');
    if (!parsedEmail.success) {
      console.error(`${parsedEmail.error.issues[0]?.message ?? 'Email tidak valid'}\n${USAGE}`);
      return 2;
    }
    email = parsedEmail.data;
    const raw = process.env.ADMIN_PASSWORD || (await askPassword('Kata sandi admin: '));
    const parsedPassword = newPasswordSchema.safeParse(raw);
    if (!parsedPassword.success) {
      console.error(parsedPassword.error.issues[0]?.message ?? 'Kata sandi tidak valid');
      return 2;
    }
    password = parsedPassword.data;
  }

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
  });
  try {
    if (command === 'list') {
      const admins = await listAdmins(database.db);
      if (admins.length === 0) console.info('Belum ada admin.');
      for (const admin of admins) {
        console.info(`${admin.email}\t${admin.createdAt.toISOString()}\t${admin.id}`);
      }
      return 0;
    }
    const result = await createAdmin(database.db, { email: email!, password: password! });
    if (!result.created) {
      console.error(`Email ${email} sudah terdaftar; akun itu tidak diubah.`);
      return 1;
    }
    console.info(`Admin ${email} dibuat (${result.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) =>
    exitOnceIdle(code, (holding) => console.error(`still held by ${holding.join(', ')}: exiting`)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
