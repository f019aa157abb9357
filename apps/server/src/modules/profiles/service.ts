import { profileUpdateFieldsSchema, type Role } from '@bantuin/contract';
import type { Database } from '../../db/client.js';
import { parseInput, unauthenticated } from '../../lib/errors.js';
import type { ReadCache } from '../../lib/read-cache.js';
import type { ImageUploads } from '../uploads/image-uploads.js';
import {
  findProfile,
  lockProfile,
  updateProfile,
  type ProfileChanges,
  type ProfileRecord,
} from './repository.js';

/** The text fields each role may edit; `bio` belongs to Yasa (a Jalu's bio is ignored). */
export const EDITABLE_FIELDS = {
  jalu: ['name', 'dateOfBirth', 'address'],
  yasa: ['name', 'dateOfBirth', 'address', 'bio'],
} as const satisfies Record<Role, readonly string[]>;

export type EditableField = (typeof EDITABLE_FIELDS)['yasa'][number];

export interface ProfileUpdate {
  fields: Partial<Record<EditableField, string>>;
  /** The new profile picture, as uploaded (checked and re-encoded here). */
  image?: Buffer;
}

export interface ProfilesService {
  get(userId: string): Promise<ProfileRecord>;
  /** Changes only what was sent; all or nothing, including the picture file. */
  update(userId: string, role: Role, update: ProfileUpdate): Promise<ProfileRecord>;
}

/** `readCache`: profiles are kept per process while profiles and users do not change. */
export function createProfilesService(
  db: Database,
  uploads: ImageUploads,
  readCache?: ReadCache,
): ProfilesService {
  const find = (userId: string) =>
    readCache
      ? readCache.get(`profile|${userId}`, () => findProfile(db, userId))
      : findProfile(db, userId);
  return {
    async get(userId) {
      const profile = await find(userId);
      if (!profile) throw accountGone();
      return profile;
    },

    async update(userId, role, update) {
      // Every check happens before anything is written.
      const changes = parseChanges(role, update.fields);
      const images = update.image ? await uploads.prepare([update.image]) : [];

      const { profile, replaced } = await uploads.saveThen(images, ([pictureUrl]) =>
        db.transaction(async (tx) => {
          // Locked, so two uploads at once each remove exactly the picture they replaced.
          const current = await lockProfile(tx, userId);
          if (!current) throw accountGone();
          await updateProfile(
            tx,
            userId,
            pictureUrl ? { ...changes, profilePicture: pictureUrl } : changes,
          );
          const profile = await findProfile(tx, userId);
          if (!profile) throw accountGone();
          return { profile, replaced: pictureUrl ? current.profilePicture : null };
        }),
      );
      // Only after the commit: until then the old picture is still the one in use.
      await uploads.discard([replaced]);
      return profile;
    },
  };
}

const accountGone = () => unauthenticated('Akun tidak ditemukan, silakan masuk lagi');

/**
 * The form's text fields as changes. A form field left empty ('') counts as not sent, so it
 * never wipes a name, birth date or address; whitespace only is a sent value (and refused).
 * `bio` is the exception: an empty bio clears it.
 */
function parseChanges(role: Role, fields: ProfileUpdate['fields']): ProfileChanges {
  const sent: Partial<Record<EditableField, string>> = {};
  for (const name of EDITABLE_FIELDS[role]) {
    const value = fields[name];
    if (value === undefined || (value === '' && name !== 'bio')) continue;
    sent[name] = value;
  }
  const { bio, ...rest } = parseInput(profileUpdateFieldsSchema, sent);
  return bio === undefined ? rest : { ...rest, bio: bio === '' ? null : bio };
}
