import { z } from 'zod';
import { formatIDR } from './format.js';

/**
 * Nitip that carries the shopping money (issue 29): a shopping list ('Daftar belanja') and a
 * spending cap ('Batas belanja') held in the job's escrow with the fee; the Yasa ticks the items,
 * sends 'Struk belanja' (receipt photos and the total paid) and is reimbursed at confirmation;
 * the Jalu gets what was not spent back.
 */
export const SHOPPING_LIMITS = {
  itemsMin: 1,
  itemsMax: 30,
  nameMax: 100,
  noteMax: 200,
  quantityMax: 999,
  receiptImagesMin: 1,
  receiptImagesMax: 5,
  /** SHOPPING_CAP_MIN / SHOPPING_CAP_MAX defaults (GET /config answers the server's). */
  capDefaultMin: 10_000,
  capDefaultMax: 5_000_000,
} as const;

const rupiah = (what: string) =>
  z
    .number({ error: `${what} harus berupa angka` })
    .int(`${what} harus bilangan bulat rupiah`)
    .positive(`${what} harus lebih dari 0`)
    .max(Number.MAX_SAFE_INTEGER, `${what} terlalu besar`);

/** One line of 'Daftar belanja' as the Jalu writes it. */
export const shoppingItemInputSchema = z.object(
  {
    name: z
      .string({ error: 'Nama barang wajib diisi' })
      .trim()
      .min(1, 'Nama barang wajib diisi')
      .max(SHOPPING_LIMITS.nameMax, `Nama barang maksimal ${SHOPPING_LIMITS.nameMax} karakter`),
    quantity: z
      .number({ error: 'Jumlah barang harus berupa angka' })
      .int('Jumlah barang harus bilangan bulat')
      .min(1, 'Jumlah barang minimal 1')
      .max(SHOPPING_LIMITS.quantityMax, `Jumlah barang maksimal ${SHOPPING_LIMITS.quantityMax}`),
    note: z
      .string({ error: 'Catatan barang harus berupa teks' })
      .trim()
      .max(SHOPPING_LIMITS.noteMax, `Catatan barang maksimal ${SHOPPING_LIMITS.noteMax} karakter`)
      .optional()
      .transform((value) => (value ? value : null)),
    estimatedPrice: rupiah('Perkiraan harga')
      .optional()
      .transform((value) => value ?? null),
  },
  { error: 'Barang belanja tidak valid' },
);
export type ShoppingItemInput = z.input<typeof shoppingItemInputSchema>;

/** The shopping part of POST /clients/jobs/belanja (both optional: older clients send neither). */
export const shoppingFieldsSchema = z
  .object({
    items: z
      .array(shoppingItemInputSchema, { error: 'Daftar belanja harus berupa daftar barang' })
      .min(SHOPPING_LIMITS.itemsMin, 'Daftar belanja minimal 1 barang')
      .max(SHOPPING_LIMITS.itemsMax, `Daftar belanja maksimal ${SHOPPING_LIMITS.itemsMax} barang`)
      .optional(),
    shoppingCap: rupiah('Batas belanja').optional(),
  })
  .refine((value) => value.shoppingCap === undefined || value.items !== undefined, {
    message: 'Batas belanja perlu daftar belanja',
    path: ['items'],
  });
export type ShoppingFields = z.output<typeof shoppingFieldsSchema>;

export const ITEM_STATES = ['pending', 'bought', 'replaced', 'unavailable'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const ITEM_STATE_LABELS = {
  pending: 'Belum dibeli',
  bought: 'Dibeli',
  replaced: 'Diganti',
  unavailable: 'Tidak tersedia',
} as const satisfies Record<ItemState, string>;

export const REPLACEMENT_APPROVALS = ['pending', 'approved', 'declined'] as const;

/** One line of the list on a job answer, with where the Yasa is with it. */
export const jobItemSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  note: z.string().nullable(),
  estimatedPrice: z.number().int().nullable(),
  state: z.enum(ITEM_STATES),
  /** Set when the Yasa offers another item instead ('Ganti dengan …?'), with the Jalu's answer. */
  replacement: z.object({ name: z.string(), approval: z.enum(REPLACEMENT_APPROVALS) }).nullable(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

/**
 * 'Struk belanja': the total the Yasa paid and the receipt photos. `extraApproved`: null while
 * nothing above the cap waits for the Jalu (or it waits), true / false once they answered.
 */
export const purchaseSchema = z.object({
  total: z.number().int(),
  receipts: z.array(z.string()),
  extraApproved: z.boolean().nullable(),
  /** When 'Struk belanja' was sent. */
  sentAt: z.iso.datetime(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const itemParamsSchema = z.object({
  id: z.uuid({ error: 'Id pekerjaan tidak valid' }),
  itemId: z.uuid({ error: 'Barang tidak ditemukan' }),
});

/** PATCH /workers/jobs/:id/items/:itemId */
export const itemUpdateBodySchema = z
  .object(
    {
      state: z.enum(['bought', 'replaced', 'unavailable'], {
        error: 'Status barang harus bought, replaced atau unavailable',
      }),
      replacement: z
        .string({ error: 'Barang pengganti harus berupa teks' })
        .trim()
        .min(1, 'Tulis barang penggantinya')
        .max(
          SHOPPING_LIMITS.nameMax,
          `Barang pengganti maksimal ${SHOPPING_LIMITS.nameMax} karakter`,
        )
        .optional(),
    },
    { error: 'Status barang wajib dikirim' },
  )
  .refine((value) => (value.state === 'replaced') === (value.replacement !== undefined), {
    message: 'Barang pengganti diisi hanya bila barang diganti',
    path: ['replacement'],
  });
export type ItemUpdateBody = z.infer<typeof itemUpdateBodySchema>;

/** POST …/replacement and POST …/receipt/extra */
export const approvalBodySchema = z.object(
  { approve: z.boolean({ error: 'approve harus true atau false' }) },
  { error: 'Jawaban wajib dikirim' },
);

/** Text field of POST /workers/jobs/:id/receipt (multipart, with 1–5 `image` receipts). */
export const receiptFieldsSchema = z.object({
  total: z
    .string({ error: 'Total belanja wajib diisi' })
    .trim()
    .regex(/^\d{1,12}$/, 'Total belanja harus bilangan bulat rupiah')
    .transform(Number)
    .refine((value) => value > 0, 'Total belanja harus lebih dari 0'),
});

/** What the Yasa gets for the shopping and what goes back to the Jalu, at settlement. */
export function shoppingSettlement(input: {
  cap: number;
  /** What the Jalu added above the cap (0 unless approved). */
  extraHeld: number;
  /** The receipt's total; null when none was sent. */
  total: number | null;
}): { purchase: number; returned: number } {
  const held = input.cap + input.extraHeld;
  const purchase = Math.min(input.total ?? 0, held);
  return { purchase, returned: held - purchase };
}

export const shoppingCapHint = (min: number, max: number) =>
  `Batas belanja ${formatIDR(min)} sampai ${formatIDR(max)}`;

/** What the job's chat says of the shopping (issue 29): its cards and notices. */
export const SHOPPING_CHAT = {
  /** The text of a replacement card, as the Yasa asked it. */
  replacementAsked: (item: string, replacement: string) => `Ganti ${item} dengan ${replacement}?`,
  cardTitle: 'Ganti barang?',
  approve: 'Setuju',
  decline: 'Tolak',
  /** On the card, by its state. */
  states: {
    pending: 'Menunggu jawaban Jalu',
    approved: 'Disetujui Jalu',
    declined: 'Ditolak Jalu: barang tidak dibeli',
    withdrawn: 'Tidak berlaku lagi',
  },
  /** The notice in the chat when the Jalu declines a receipt's total above the cap. */
  extraDeclined: (extra: number, cap: number) =>
    `Kelebihan belanja ${formatIDR(extra)} ditolak Jalu. Belanja diganti sampai batas belanja ${formatIDR(cap)}.`,
} as const;
