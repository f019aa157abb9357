import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NIK_PROBLEM_MESSAGES,
  nikProblem,
  type AdminVerification,
  type AdminVerificationDetail,
  type AdminVerificationsQuery,
  type MyVerification,
  VERIFICATION_MESSAGES,
} from '@bantuin/contract';
import { and, asc, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IdentityProvider } from '../../adapters/identity/provider.js';
import { decrypt, encrypt, type IdentityStore } from '../../adapters/identity/store.js';
import type { Database, Transaction } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { identityVerifications, profiles, users } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { recordAudit } from '../admin/audit.js';
import { notifyNobody, type Notify } from '../notifications/outbox.js';
import type { ImageUploads } from '../uploads/image-uploads.js';

/** A signed image URL lives this long: enough to look, too short to pass around. */
export const IMAGE_URL_TTL_MS = 5 * 60_000;
export const IDENTITY_IMAGE_PATH = '/admin/identity-images/';

export const IDENTITY_IMAGE_KINDS = ['ktp', 'selfie'] as const;
export type IdentityImageKind = (typeof IDENTITY_IMAGE_KINDS)[number];

/** What a signed image URL carries: the image, the admin it was made for, until when, the MAC. */
export interface SignedImageRequest {
  id: string;
  kind: IdentityImageKind;
  by: string;
  expires: number;
  signature: string;
}

export interface VerificationService {
  submit(userId: string, nik: string, ktp: Buffer, selfie: Buffer): Promise<MyVerification>;
  mine(userId: string): Promise<MyVerification>;
  list(query: AdminVerificationsQuery): Promise<AdminVerification[]>;
  detail(adminId: string, id: string, now?: Date): Promise<AdminVerificationDetail>;
  /** `adminId` null: decided outside the console (the demo seed). */
  approve(adminId: string | null, id: string): Promise<AdminVerification>;
  reject(adminId: string | null, id: string, reason: string): Promise<AdminVerification>;
  /** One signed view: the decrypted image, audited; 401 for a bad or expired signature. */
  viewImage(request: SignedImageRequest, now?: Date): Promise<Buffer>;
  /** Erases images and NIKs decided more than the retention period before `now`. */
  purgeExpired(now?: Date): Promise<number>;
  isVerified(userId: string): Promise<boolean>;
}

type Row = typeof identityVerifications.$inferSelect;

const verificationNotFound = () => notFound('Pengajuan verifikasi tidak ditemukan');

export function createVerificationService(deps: {
  db: Database;
  uploads: ImageUploads;
  store: IdentityStore;
  provider: IdentityProvider;
  /** 32 bytes: encrypts the NIK in the row; a derived key signs image URLs. */
  key: Buffer;
  retentionMs: number;
  /** Tells the Yasa the decision (in-app and email), in the decision's transaction. */
  notify?: Notify;
  log?: { warn(obj: unknown, msg: string): void };
}): VerificationService {
  const { db, store, provider, key } = deps;
  const signingKey = createHmac('sha256', key).update('identity-image-url').digest();
  const deciders = alias(users, 'deciders');

  const sign = (payload: string) =>
    createHmac('sha256', signingKey).update(payload).digest('base64url');

  const claimsOf = (id: string, kind: IdentityImageKind, adminId: string, expires: number) =>
    `${id}:${kind}:${adminId}:${expires}`;

  function signedUrl(id: string, kind: IdentityImageKind, adminId: string, expires: number) {
    const query = new URLSearchParams({
      by: adminId,
      expires: String(expires),
      signature: sign(claimsOf(id, kind, adminId, expires)),
    });
    return `${IDENTITY_IMAGE_PATH}${id}/${kind}?${query}`;
  }

  async function selectRows(where: ReturnType<typeof and>, order: 'asc' | 'desc', limit: number) {
    return db
      .select({
        row: identityVerifications,
        name: profiles.name,
        email: users.email,
        profilePicture: profiles.profilePicture,
        dateOfBirth: profiles.dateOfBirth,
        deciderEmail: deciders.email,
      })
      .from(identityVerifications)
      .innerJoin(users, eq(users.id, identityVerifications.userId))
      .innerJoin(profiles, eq(profiles.userId, identityVerifications.userId))
      .leftJoin(deciders, eq(deciders.id, identityVerifications.decidedBy))
      .where(where)
      .orderBy(
        order === 'asc'
          ? asc(identityVerifications.createdAt)
          : desc(identityVerifications.createdAt),
        order === 'asc' ? asc(identityVerifications.id) : desc(identityVerifications.id),
      )
      .limit(limit);
  }

  function present(r: Awaited<ReturnType<typeof selectRows>>[number]): AdminVerification {
    return {
      _id: r.row.id,
      status: r.row.status,
      user: {
        _id: r.row.userId,
        name: r.name,
        email: r.email,
        profilePicture: r.profilePicture,
        dateOfBirth: r.dateOfBirth,
      },
      nikLast4: r.row.nikLast4,
      reason: r.row.reason,
      providerNote: r.row.providerNote,
      submittedAt: r.row.createdAt.toISOString(),
      decidedAt: r.row.decidedAt?.toISOString() ?? null,
      decidedBy:
        r.row.decidedBy && r.deciderEmail ? { _id: r.row.decidedBy, email: r.deciderEmail } : null,
    };
  }

  async function one(id: string) {
    const [found] = await selectRows(and(eq(identityVerifications.id, id)), 'asc', 1);
    if (!found) throw verificationNotFound();
    return found;
  }

  function presentMine(row: Row | undefined): MyVerification {
    if (!row) {
      return { status: 'belum', nikLast4: null, reason: null, submittedAt: null, decidedAt: null };
    }
    return {
      status: row.status,
      nikLast4: row.nikLast4,
      reason: row.status === 'ditolak' ? row.reason : null,
      submittedAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  async function latestOf(userId: string) {
    const [row] = await db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
      .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id))
      .limit(1);
    return row;
  }

  async function decide(
    tx: Transaction,
    adminId: string | null,
    row: Row,
    outcome: { status: 'terverifikasi' | 'ditolak'; reason?: string },
  ) {
    const [updated] = await tx
      .update(identityVerifications)
      .set({
        status: outcome.status,
        reason: outcome.reason ?? null,
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .where(eq(identityVerifications.id, row.id))
      .returning();
    if (outcome.status === 'terverifikasi') {
      await tx
        .update(profiles)
        .set({ identityVerified: true })
        .where(eq(profiles.userId, row.userId));
    }
    await (deps.notify ?? notifyNobody)(tx, {
      kind: outcome.status === 'terverifikasi' ? 'verification_approved' : 'verification_rejected',
      recipientId: row.userId,
      data: outcome.reason ? { reason: outcome.reason } : {},
    });
    return updated!;
  }

  async function decideByAdmin(
    adminId: string | null,
    id: string,
    outcome: { status: 'terverifikasi' | 'ditolak'; reason?: string },
  ) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.id, id))
        .for('update');
      if (!row) throw verificationNotFound();
      if (row.status !== 'menunggu') {
        throw conflict('Pengajuan ini sudah diputuskan', 'VERIFICATION_DECIDED');
      }
      await decide(tx, adminId, row, outcome);
      await recordAudit(tx, {
        actorId: adminId,
        action:
          outcome.status === 'terverifikasi' ? 'verification.approved' : 'verification.rejected',
        targetType: 'identity_verification',
        targetId: id,
        before: { status: row.status },
        after: { status: outcome.status, userId: row.userId, reason: outcome.reason ?? null },
      });
    });
    return present(await one(id));
  }

  async function eraseImages(row: Pick<Row, 'id' | 'ktpKey' | 'selfieKey'>, now: Date) {
    // Files first: a crash between leaves keys pointing at nothing, never images with no row.
    for (const blob of [row.ktpKey, row.selfieKey]) if (blob) await store.delete(blob);
    await db
      .update(identityVerifications)
      .set({ ktpKey: null, selfieKey: null, nikEncrypted: null, imagesErasedAt: now })
      .where(eq(identityVerifications.id, row.id));
  }

  return {
    async submit(userId, nik, ktpFile, selfieFile) {
      const [profile] = await db
        .select({ dateOfBirth: profiles.dateOfBirth, verified: profiles.identityVerified })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (profile?.verified) throw conflict('Kamu sudah terverifikasi', 'ALREADY_VERIFIED');
      if (!profile?.dateOfBirth) {
        throw badRequest(
          'Isi tanggal lahir di profil dulu: tanggal lahir dicocokkan dengan NIK',
          'PROFILE_INCOMPLETE',
        );
      }
      const problem = nikProblem(nik, profile.dateOfBirth);
      if (problem) throw badRequest(NIK_PROBLEM_MESSAGES[problem], 'NIK_INVALID');
      const latest = await latestOf(userId);
      if (latest?.status === 'menunggu') {
        throw conflict('Pengajuan verifikasi kamu masih diperiksa', 'VERIFICATION_PENDING');
      }
      // Re-encoded like every photo (EXIF and GPS dropped), then encrypted before storing.
      const [ktp, selfie] = await deps.uploads.prepare([ktpFile, selfieFile]);
      const check = await provider.check({
        nik,
        dateOfBirth: profile.dateOfBirth,
        ktp: ktp!.data,
        selfie: selfie!.data,
      });
      const ktpKey = await store.put(ktp!.data);
      const selfieKey = await store.put(selfie!.data);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(identityVerifications)
            .values({
              userId,
              nikEncrypted: encrypt(key, Buffer.from(nik)),
              nikLast4: nik.slice(-4),
              ktpKey,
              selfieKey,
              provider: provider.name,
              providerNote: check.note ?? null,
            })
            .returning();
          if (check.decision === 'review') return inserted!;
          return decide(
            tx,
            null,
            inserted!,
            check.decision === 'approve'
              ? { status: 'terverifikasi' }
              : { status: 'ditolak', reason: check.reason },
          );
        });
        return presentMine(row);
      } catch (error) {
        await store.delete(ktpKey);
        await store.delete(selfieKey);
        if (violatedUniqueConstraint(error)) {
          throw conflict('Pengajuan verifikasi kamu masih diperiksa', 'VERIFICATION_PENDING');
        }
        throw error;
      }
    },

    async mine(userId) {
      return presentMine(await latestOf(userId));
    },

    async list(query) {
      const cursorCondition = query.cursor
        ? sql`(${identityVerifications.createdAt}, ${identityVerifications.id}) > (select created_at, id from identity_verifications where id = ${query.cursor})`
        : undefined;
      const rows = await selectRows(
        and(eq(identityVerifications.status, query.status), cursorCondition),
        // The queue is served oldest first; decided ones newest first.
        query.status === 'menunggu' ? 'asc' : 'desc',
        query.limit,
      );
      return rows.map(present);
    },

    async detail(adminId, id, now = new Date()) {
      const found = await one(id);
      const { row } = found;
      const expires = now.getTime() + IMAGE_URL_TTL_MS;
      return {
        ...present(found),
        nik: row.nikEncrypted ? decrypt(key, row.nikEncrypted).toString() : null,
        images:
          row.ktpKey && row.selfieKey
            ? {
                ktp: signedUrl(row.id, 'ktp', adminId, expires),
                selfie: signedUrl(row.id, 'selfie', adminId, expires),
                expiresAt: new Date(expires).toISOString(),
              }
            : null,
      };
    },

    approve: (adminId, id) => decideByAdmin(adminId, id, { status: 'terverifikasi' }),
    reject: (adminId, id, reason) => decideByAdmin(adminId, id, { status: 'ditolak', reason }),

    async viewImage(request, now = new Date()) {
      const refused = () =>
        unauthenticated('Tautan foto tidak berlaku lagi, buka ulang halamannya');
      const { id, kind, by, expires, signature } = request;
      const expected = Buffer.from(sign(claimsOf(id, kind, by, expires)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
      if (expires <= now.getTime()) throw refused();
      const claims = { v: id, k: kind, a: by };
      const [row] = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.id, claims.v));
      const blob = claims.k === 'ktp' ? row?.ktpKey : row?.selfieKey;
      if (!row || !blob) throw notFound('Foto sudah dihapus');
      const image = await store.get(blob);
      if (!image) throw notFound('Foto sudah dihapus');
      await db.transaction((tx) =>
        recordAudit(tx, {
          actorId: claims.a,
          action: 'verification.image_viewed',
          targetType: 'identity_verification',
          targetId: row.id,
          before: null,
          after: { image: claims.k, userId: row.userId },
        }),
      );
      return image;
    },

    async purgeExpired(now = new Date()) {
      const due = await db
        .select({
          id: identityVerifications.id,
          ktpKey: identityVerifications.ktpKey,
          selfieKey: identityVerifications.selfieKey,
        })
        .from(identityVerifications)
        .where(
          and(
            isNull(identityVerifications.imagesErasedAt),
            ne(identityVerifications.status, 'menunggu'),
            lt(identityVerifications.decidedAt, new Date(now.getTime() - deps.retentionMs)),
          ),
        )
        .limit(500);
      for (const row of due) await eraseImages(row, now);
      return due.length;
    },

    async isVerified(userId) {
      const [row] = await db
        .select({ verified: profiles.identityVerified })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.verified ?? false;
    },
  };
}

/**
 * REQUIRE_VERIFIED_PAYOUT: a Yasa's withdrawal needs an approved identity check (a Jalu's
 * withdrawals are their own earned money and do not).
 */
export function verifiedPayoutGate(
  db: Database,
  required: boolean,
): (userId: string) => Promise<void> {
  return async (userId) => {
    if (!required) return;
    const [row] = await db
      .select({ role: users.role, verified: profiles.identityVerified })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (row?.role === 'yasa' && !row.verified) {
      throw forbidden(VERIFICATION_MESSAGES.required, 'VERIFICATION_REQUIRED');
    }
  };
}
