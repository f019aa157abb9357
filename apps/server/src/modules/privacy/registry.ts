import { DELETED_USER_NAME } from '@bantuin/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Every table that holds a person's data, in ONE place: what 'Unduh data saya' exports from it
 * and what 'Hapus akun' does to it (UU 27/2022 PDP; decision
 * docs/decisions/2026-11-27-account-deletion-and-export.md). `test/privacy-registry.test.ts`
 * reads the database's own catalogue and fails when a table with a column naming a person
 * (a foreign key to users, or a column named like `user_id`, `*_by`, `owner_id`…) is missing
 * here, so a new table cannot be forgotten. A table a person simply owns is one line:
 * `owned('sessions')`.
 *
 * Every fragment below is written over the table aliased `t`, with the person's id bound as a
 * parameter; deletion runs the steps in the registry's order, inside the deletion's transaction.
 */

/** Where a registered file lives: uploaded photos, or the encrypted identity documents. */
export type FileStoreName = 'uploads' | 'identity';

/** What deletion does to the person's rows of a table. */
export type DeletionStep =
  /** The rows go. */
  | { erase: SQL }
  /** The rows stay with these columns replaced (`set` is the SET list, over the person's id). */
  | { anonymise: SQL; set: SQL }
  /** The rows stay as they are, for the books or the other party: the reason is the record. */
  | { keep: string };

export interface PersonalTable {
  /** The table's name in the public schema (another schema: `schema.table`). */
  table: string;
  /** Its columns that name a person: the catalogue test requires every such column listed. */
  personColumns: readonly string[];
  /** The rows of the export (WHERE over `t`), minus `omit` (secrets, hashes). Null: not exported. */
  exportWhere: ((id: string) => SQL) | null;
  omit?: readonly string[];
  /**
   * Columns naming stored files (text or text[]), deleted from storage after the rows: uploaded
   * photos' URLs (`uploads`, the default) or the identity store's keys (`identity`).
   */
  files?: { where: (id: string) => SQL; columns: readonly string[]; store?: FileStoreName };
  onDelete: (id: string) => DeletionStep;
}

/** A table whose rows belong to one person through `column`: exported whole, erased whole. */
export function owned(
  table: string,
  column = 'user_id',
  options: { omit?: readonly string[] } = {},
): PersonalTable {
  const mine = (id: string) => sql`t.${sql.identifier(column)} = ${id}::uuid`;
  return {
    table,
    personColumns: [column],
    exportWhere: mine,
    omit: options.omit,
    onDelete: (id) => ({ erase: mine(id) }),
  };
}

const jobOfPerson = (id: string) =>
  sql`(SELECT j.id FROM jobs j WHERE j.client_id = ${id}::uuid OR j.worker_id = ${id}::uuid)`;
const walletOf = (id: string) =>
  sql`(SELECT a.id FROM ledger_accounts a WHERE a.kind = 'wallet' AND a.user_id = ${id}::uuid)`;
/** A bank account or e-wallet number with all but its last four digits hidden. */
const masked = (column: string) =>
  sql`repeat('•', greatest(length(${sql.identifier(column)}) - 4, 0)) || right(${sql.identifier(column)}, 4)`;
const BOOKS =
  'Catatan keuangan disimpan untuk pembukuan (UU KUP pasal 28: 10 tahun); orangnya tampil sebagai Pengguna dihapus';

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    table: 'users',
    personColumns: ['id'],
    exportWhere: (id) => sql`t.id = ${id}::uuid`,
    omit: ['password_hash', 'tokens_valid_after'],
    // The row stays (ledger lines, jobs and reviews point at it); nothing in it names the person,
    // the email is free to register again, the password can never match, every session ended.
    onDelete: (id) => ({
      anonymise: sql`t.id = ${id}::uuid`,
      set: sql`email = 'dihapus+' || t.id::text || '@pengguna-dihapus.invalid',
        phone_number = NULL, password_hash = '!dihapus', suspended_reason = NULL,
        deleted_at = now(), tokens_valid_after = now()`,
    }),
  },
  {
    table: 'profiles',
    personColumns: ['user_id'],
    exportWhere: (id) => sql`t.user_id = ${id}::uuid`,
    files: { where: (id) => sql`t.user_id = ${id}::uuid`, columns: ['profile_picture'] },
    // Rating and counts stay: they describe work others received, not the person.
    onDelete: (id) => ({
      anonymise: sql`t.user_id = ${id}::uuid`,
      set: sql`name = ${DELETED_USER_NAME}, profile_picture = NULL, date_of_birth = NULL,
        address = NULL, bio = NULL, updated_at = now()`,
    }),
  },
  {
    table: 'jobs',
    personColumns: ['client_id', 'worker_id'],
    exportWhere: (id) => sql`t.client_id = ${id}::uuid OR t.worker_id = ${id}::uuid`,
    // A Jalu's jobs hold their home: address and room photos go, the spot is kept to ~1 km. The
    // Yasa's proof photos stay with the Jalu's job (they show the Jalu's place, not the Yasa).
    files: { where: (id) => sql`t.client_id = ${id}::uuid`, columns: ['images'] },
    onDelete: (id) => ({
      anonymise: sql`t.client_id = ${id}::uuid`,
      set: sql`address = 'Alamat dihapus', address_notes = NULL, lat = round(lat::numeric, 2),
        lng = round(lng::numeric, 2), images = '{}'::text[]`,
    }),
  },
  {
    table: 'job_applications',
    personColumns: ['worker_id'],
    exportWhere: (id) => sql`t.worker_id = ${id}::uuid`,
    // Applications to jobs still open are withdrawn; the rest are the history of others' jobs.
    onDelete: (id) => ({
      erase: sql`t.worker_id = ${id}::uuid AND t.job_id IN (SELECT j.id FROM jobs j WHERE j.status = 'open')`,
    }),
  },
  {
    table: 'job_events',
    personColumns: ['actor_id'],
    exportWhere: (id) => sql`t.actor_id = ${id}::uuid`,
    onDelete: () => ({ keep: 'Riwayat status pesanan milik kedua pihak dan pembukuan' }),
  },
  {
    table: 'chats',
    personColumns: ['worker_id'],
    exportWhere: (id) => sql`t.job_id IN ${jobOfPerson(id)}`,
    onDelete: () => ({ keep: 'Ruang chat milik pihak lain juga; isinya dihapus di messages' }),
  },
  {
    table: 'messages',
    personColumns: ['sender_id'],
    // The person's conversations, both sides (they are data about the person's jobs).
    exportWhere: (id) =>
      sql`t.chat_id IN (SELECT c.id FROM chats c WHERE c.job_id IN ${jobOfPerson(id)})`,
    onDelete: (id) => ({
      anonymise: sql`t.sender_id = ${id}::uuid`,
      set: sql`message = 'Pesan dihapus'`,
    }),
  },
  {
    table: 'disputes',
    personColumns: ['resolved_by'],
    exportWhere: (id) => sql`t.job_id IN ${jobOfPerson(id)} OR t.resolved_by = ${id}::uuid`,
    onDelete: () => ({ keep: 'Keputusan komplain adalah dasar perpindahan uang (pembukuan)' }),
  },
  {
    table: 'reviews',
    personColumns: ['client_id', 'worker_id'],
    exportWhere: (id) => sql`t.client_id = ${id}::uuid OR t.worker_id = ${id}::uuid`,
    onDelete: () => ({
      keep: 'Ulasan tetap untuk pihak lain dan peringkat Yasa; penulisnya tampil sebagai Pengguna dihapus',
    }),
  },
  {
    table: 'ledger_accounts',
    personColumns: ['user_id'],
    exportWhere: (id) => sql`t.user_id = ${id}::uuid`,
    onDelete: () => ({ keep: BOOKS }),
  },
  {
    table: 'ledger_transfers',
    personColumns: [],
    exportWhere: (id) =>
      sql`t.from_account_id IN ${walletOf(id)} OR t.to_account_id IN ${walletOf(id)}`,
    onDelete: () => ({ keep: BOOKS }),
  },
  {
    table: 'topups',
    personColumns: ['user_id'],
    exportWhere: (id) => sql`t.user_id = ${id}::uuid`,
    omit: ['trans_token'],
    // A payment still open is closed: money arriving later is not credited to a deleted wallet.
    onDelete: (id) => ({
      anonymise: sql`t.user_id = ${id}::uuid`,
      set: sql`trans_token = NULL,
        provider_status = CASE WHEN status = 'pending' THEN 'account_deleted' ELSE provider_status END,
        status = CASE WHEN status = 'pending' THEN 'failed'::topup_status ELSE status END`,
    }),
  },
  {
    table: 'refunds',
    personColumns: ['user_id'],
    exportWhere: (id) => sql`t.user_id = ${id}::uuid`,
    onDelete: () => ({ keep: BOOKS }),
  },
  {
    table: 'refund_parts',
    personColumns: [],
    exportWhere: (id) =>
      sql`t.refund_id IN (SELECT r.id FROM refunds r WHERE r.user_id = ${id}::uuid)`,
    onDelete: () => ({ keep: BOOKS }),
  },
  {
    table: 'withdrawals',
    personColumns: ['user_id'],
    exportWhere: (id) => sql`t.user_id = ${id}::uuid`,
    // The provider's reference reconciles the payout with Iris; the holder's name and number go.
    onDelete: (id) => ({
      anonymise: sql`t.user_id = ${id}::uuid`,
      set: sql`account_name = ${DELETED_USER_NAME}, account_number = ${masked('account_number')}`,
    }),
  },
  {
    table: 'sandbox_payouts',
    personColumns: [],
    exportWhere: null,
    onDelete: (id) => ({
      anonymise: sql`t.withdrawal_id IN (SELECT w.id FROM withdrawals w WHERE w.user_id = ${id}::uuid)`,
      set: sql`account_number = ${masked('account_number')}`,
    }),
  },
  owned('payout_accounts'),
  {
    table: 'audit_log',
    personColumns: ['actor_id', 'target_id'],
    exportWhere: (id) =>
      sql`t.actor_id = ${id}::uuid OR (t.target_type = 'user' AND t.target_id = ${id}::text)`,
    onDelete: () => ({
      keep: 'Catatan audit membuktikan tindakan operator dan penghapusan itu sendiri',
    }),
  },
  owned('notifications', 'recipient_id'),
  {
    table: 'notification_deliveries',
    personColumns: [],
    exportWhere: (id) =>
      sql`t.notification_id IN (SELECT n.id FROM notifications n WHERE n.recipient_id = ${id}::uuid)`,
    onDelete: (id) => ({
      erase: sql`t.notification_id IN (SELECT n.id FROM notifications n WHERE n.recipient_id = ${id}::uuid)`,
    }),
  },
  owned('notification_preferences'),
  owned('push_subscriptions', 'user_id', { omit: ['p256dh', 'auth'] }),
  owned('sandbox_mails'),
  owned('sandbox_whatsapp_messages'),
  owned('data_exports', 'user_id', { omit: ['content'] }),
  owned('sessions'),
  owned('account_tokens', 'user_id', { omit: ['token_hash'] }),
  owned('phone_codes', 'user_id', { omit: ['code_hash'] }),
  {
    table: 'job_items',
    personColumns: [],
    exportWhere: (id) => sql`t.job_id IN ${jobOfPerson(id)}`,
    // The list stays with the job (the Yasa's receipt is settled against it); the Jalu's notes go.
    onDelete: (id) => ({
      anonymise: sql`t.job_id IN (SELECT j.id FROM jobs j WHERE j.client_id = ${id}::uuid)`,
      set: sql`note = NULL`,
    }),
  },
  {
    table: 'identity_verifications',
    personColumns: ['user_id', 'decided_by'],
    exportWhere: (id) => sql`t.user_id = ${id}::uuid`,
    omit: ['nik_encrypted', 'ktp_key', 'selfie_key'],
    // The KTP photo and the selfie leave the identity store with the rows.
    files: {
      where: (id) => sql`t.user_id = ${id}::uuid`,
      columns: ['ktp_key', 'selfie_key'],
      store: 'identity',
    },
    onDelete: (id) => ({ erase: sql`t.user_id = ${id}::uuid` }),
  },
  {
    table: 'reports',
    personColumns: ['reporter_id', 'reported_user_id', 'handled_by', 'target_id'],
    // Only the reports the person made: who reported them is not theirs to learn.
    exportWhere: (id) => sql`t.reporter_id = ${id}::uuid`,
    onDelete: () => ({
      keep: 'Laporan tetap untuk keselamatan pengguna lain dan tindak lanjut operator',
    }),
  },
  {
    table: 'blocks',
    personColumns: ['blocker_id', 'blocked_id'],
    exportWhere: (id) => sql`t.blocker_id = ${id}::uuid`,
    onDelete: (id) => ({ erase: sql`t.blocker_id = ${id}::uuid OR t.blocked_id = ${id}::uuid` }),
  },
  {
    table: 'support_tickets',
    personColumns: ['user_id', 'replied_by', 'closed_by'],
    exportWhere: (id) => sql`t.user_id = ${id}::uuid`,
    omit: ['replied_by', 'closed_by'],
    // The person's questions and Bantuin's answers to them go with the account.
    onDelete: (id) => ({ erase: sql`t.user_id = ${id}::uuid` }),
  },
  {
    table: 'client_reviews',
    personColumns: ['client_id', 'worker_id'],
    exportWhere: (id) => sql`t.client_id = ${id}::uuid OR t.worker_id = ${id}::uuid`,
    onDelete: () => ({
      keep: 'Rating untuk Jalu tetap untuk pihak lain; penulisnya tampil sebagai Pengguna dihapus',
    }),
  },
];

/** pg-boss jobs naming the person (an export being prepared): pending ones are dropped. */
export const PERSONAL_QUEUE_JOBS = (id: string) =>
  sql`DELETE FROM pgboss.job WHERE state IN ('created', 'retry') AND data->>'userId' = ${id}`;

/**
 * A column names a person when it references users or is named like one of these. Reviewed
 * against the schema: `resolved_by` (an operator), `target_id` (audit: when target_type='user').
 */
const PERSON_COLUMN_NAME =
  /^(user_id|client_id|worker_id|sender_id|recipient_id|actor_id|owner_id|jalu_id|yasa_id|target_id)$|_by$|_user_id$/;

/** Tables without a person's id that the catalogue test would not find: none may be dropped. */
const ALSO_REGISTERED = [
  'users',
  'ledger_transfers',
  'refund_parts',
  'notification_deliveries',
  'sandbox_payouts',
];

/**
 * Columns of the public schema that name a person and that no registry entry lists: empty when
 * the registry is complete. Read from the database's catalogue, so it sees every migration.
 */
/** The rows of a raw query, on either driver (PGlite and node-postgres both answer `rows`). */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function unregisteredPersonColumns(
  db: Executor,
  registry: readonly PersonalTable[] = PERSONAL_TABLES,
): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables tb
        ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        AND tb.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public'`,
  );
  const foreignKeys = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT cl.relname AS table_name, a.attname AS column_name
      FROM pg_constraint co
      JOIN pg_class cl ON cl.oid = co.conrelid
      JOIN pg_namespace ns ON ns.oid = cl.relnamespace AND ns.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = ANY (co.conkey)
      WHERE co.contype = 'f' AND co.confrelid = 'public.users'::regclass`,
  );
  const referencing = new Set(foreignKeys.map((r) => `${r.table_name}.${r.column_name}`));
  const listed = new Set(
    registry.flatMap((entry) => entry.personColumns.map((column) => `${entry.table}.${column}`)),
  );
  const missing = new Set<string>();
  for (const { table_name, column_name } of columns) {
    const name = `${table_name}.${column_name}`;
    const namesPerson =
      referencing.has(name) || (PERSON_COLUMN_NAME.test(column_name) && table_name !== 'users');
    if (namesPerson && !listed.has(name)) missing.add(name);
  }
  const tables = new Set(registry.map((entry) => entry.table));
  for (const table of ALSO_REGISTERED) if (!tables.has(table)) missing.add(`${table}.*`);
  return [...missing].sort();
}
