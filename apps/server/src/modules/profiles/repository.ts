import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';

/** A profile with the account fields its answers show. */
export interface ProfileRecord {
  userId: string;
  email: string;
  phoneNumber: string;
  createdAt: Date;
  emailVerified: boolean;
  phoneVerified: boolean;
  name: string | null;
  profilePicture: string | null;
  dateOfBirth: string | null;
  address: string | null;
  bio: string | null;
  rating: number | null;
  jobDone: number;
  cancelledJobs: number;
}

export type ProfileChanges = Partial<
  Pick<ProfileRecord, 'name' | 'profilePicture' | 'dateOfBirth' | 'address' | 'bio'>
>;

export async function findProfile(
  db: Executor,
  userId: string,
): Promise<ProfileRecord | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      // Profiles belong to Jalu and Yasa, who always have a phone number (admins have neither).
      phoneNumber: sql<string>`coalesce(${users.phoneNumber}, '')`,
      createdAt: users.createdAt,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
      phoneVerified: sql<boolean>`${users.phoneVerifiedAt} IS NOT NULL`,
      name: profiles.name,
      profilePicture: profiles.profilePicture,
      dateOfBirth: profiles.dateOfBirth,
      address: profiles.address,
      bio: profiles.bio,
      rating: profiles.rating,
      jobDone: profiles.jobDone,
      cancelledJobs: profiles.cancelledJobs,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/** The current picture, with the row locked until the transaction ends. */
export async function lockProfile(
  tx: Executor,
  userId: string,
): Promise<{ profilePicture: string | null } | undefined> {
  const [row] = await tx
    .select({ profilePicture: profiles.profilePicture })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row;
}

export async function updateProfile(
  tx: Executor,
  userId: string,
  changes: ProfileChanges,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}
