import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME, type FileStorage } from './storage.js';

/** Files in one folder (`DATA_DIR/uploads`), served by the app under `publicPrefix`. */
export class LocalDiskStorage implements FileStorage {
  constructor(
    readonly dir: string,
    readonly publicPrefix = '/uploads/',
  ) {
    mkdirSync(dir, { recursive: true });
    // A process killed mid-write leaves `.name.partial` behind; nothing refers to them.
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.') && name.endsWith('.partial')) {
        rmSync(path.join(dir, name), { force: true });
      }
    }
  }

  async save(data: Buffer, extension: string): Promise<string> {
    if (!/^[a-z0-9]{1,5}$/.test(extension)) throw new Error(`bad file extension: ${extension}`);
    const name = `${randomUUID()}.${extension}`;
    const target = path.join(this.dir, name);
    // Written beside and renamed, so the static server never serves half a file.
    const partial = path.join(this.dir, `.${name}.partial`);
    try {
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return `${this.publicPrefix}${name}`;
  }

  async delete(url: string): Promise<void> {
    if (!url.startsWith(this.publicPrefix)) return;
    const name = url.slice(this.publicPrefix.length);
    if (!STORED_NAME.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }
}
