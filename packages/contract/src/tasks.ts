import { z } from 'zod';

/**
 * Proof you can check (issue 29, Bebersih): the Jalu may list the rooms or tasks to clean, and
 * the Yasa's proof then carries photos per task (the first before, an optional second after).
 * Jobs posted without a list keep the free proof.
 */
export const TASK_LIMITS = {
  tasksMax: 12,
  nameMax: 60,
  /** Photos per task in the proof: at least one; a second for before/after. */
  photosMin: 1,
  photosMax: 2,
} as const;

/** What the posting form offers; any other name is free text. */
export const TASK_SUGGESTIONS = ['Kamar tidur', 'Dapur', 'Kamar mandi', 'Ruang tamu'] as const;

/** The multipart field of task `index`'s proof photos (`taskImages[0]` …). */
export const taskImagesField = (index: number) => `taskImages[${index}]`;

const taskNameSchema = z
  .string({ error: 'Nama tugas harus berupa teks' })
  .trim()
  .min(1, 'Nama tugas wajib diisi')
  .max(TASK_LIMITS.nameMax, `Nama tugas maksimal ${TASK_LIMITS.nameMax} karakter`);

const taskListSchema = z
  .array(taskNameSchema, { error: 'Daftar tugas harus berupa daftar nama' })
  .max(TASK_LIMITS.tasksMax, `Daftar tugas maksimal ${TASK_LIMITS.tasksMax}`)
  .refine(
    (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
    'Nama tugas tidak boleh sama',
  );

/**
 * The optional `tasks` field of POST /clients/jobs/bersih: JSON text of names (as `coordinates`
 * is). Absent or empty: no list, the free proof.
 */
export const taskFieldsSchema = z.object({
  tasks: z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }, taskListSchema.optional())
    .transform((names) => names ?? []),
});
export type TaskFieldsInput = z.input<typeof taskFieldsSchema>;

/** One task of a job answer, with its proof photos (empty until the Yasa sent them). */
export const jobTaskSchema = z.object({
  name: z.string(),
  images: z.array(z.string()),
});
export type JobTask = z.infer<typeof jobTaskSchema>;

export const TASK_MESSAGES = {
  proofMissing: (name: string) => `Tambahkan minimal 1 foto untuk tugas "${name}"`,
  tooManyPhotos: (name: string) =>
    `Tugas "${name}" maksimal berisi ${TASK_LIMITS.photosMax} foto (sebelum dan sesudah)`,
  unknownTask: 'Foto dikirim untuk tugas yang tidak ada di daftar',
  heading: 'Daftar tugas',
  hint: 'Pilih ruangan atau tulis tugas sendiri (opsional, maksimal 12). Yasa akan mengirim foto bukti untuk setiap tugas.',
  addLabel: 'Tambah tugas',
  customPlaceholder: 'Tugas lain, mis. Teras',
  before: 'Sebelum',
  after: 'Sesudah',
  proofPerTask: 'Bukti per tugas',
} as const;
