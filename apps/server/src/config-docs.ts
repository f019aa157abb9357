import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { envSchema } from './config.js';

/**
 * README's configuration table and .env.example, written from the config schema's `.meta()`
 * (`description`, and `shownDefault` / `example` where the schema's default says too little),
 * so a variable is described once. `npm run docs:config` writes them; a test compares.
 */

export interface ConfigVariable {
  name: string;
  description?: string;
  /** The README's default column: the schema's default in backticks, `unset`, or meta's words. */
  shownDefault: string;
  /** The value .env.example gives it: the schema's default, or empty. */
  example: string;
}

export const README_TABLE_START =
  '<!-- config-table:start (written by `npm run docs:config` from apps/server/src/config.ts) -->';
export const README_TABLE_END = '<!-- config-table:end -->';

function defaultOf(schema: z.ZodType): unknown {
  const def = schema.def as { type: string; defaultValue?: unknown };
  return def.type === 'default' ? def.defaultValue : undefined;
}

export function configVariables(): ConfigVariable[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const meta = (schema as z.ZodType).meta() ?? {};
    const value = defaultOf(schema as z.ZodType);
    const text = (key: string) => (typeof meta[key] === 'string' ? meta[key] : undefined);
    return {
      name,
      description: meta.description,
      shownDefault:
        text('shownDefault') ?? (value === undefined ? 'unset' : `\`${String(value)}\``),
      example: text('example') ?? (value === undefined ? '' : String(value)),
    };
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function renderConfigTable(variables = configVariables()): string {
  return [
    '| variable | default | meaning |',
    '|---|---|---|',
    ...variables.map(
      (v) => `| \`${v.name}\` | ${cell(v.shownDefault)} | ${cell(v.description ?? '')} |`,
    ),
  ].join('\n');
}

/** Wraps a comment at 100 columns, `# ` in front of every line. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.replaceAll('`', '').split(/\s+/)) {
    if (line.length + word.length + 1 > 100 && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

export function renderEnvExample(variables = configVariables()): string {
  const header = [
    '# Every setting Bantuin reads from its environment (see README.md, "Configuration").',
    '# Copy to .env and fill in what you need; empty means "use the default".',
    '# Written by `npm run docs:config` from apps/server/src/config.ts: edit the schema, not this file.',
  ];
  const blocks = variables.map((v) =>
    [...comment(v.description ?? ''), `${v.name}=${v.example}`].join('\n'),
  );
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}

/** `text` with what stands between the two marker lines replaced by `body`. */
export function replaceBetweenMarkers(text: string, start: string, end: string, body: string) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`markers ${start} … ${end} not found`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** Each generated file with what it holds now and what it should hold. */
export async function configDocs(root: string) {
  const readme = path.join(root, 'README.md');
  const envExample = path.join(root, '.env.example');
  const readmeNow = await readFile(readme, 'utf8');
  const envNow = await readFile(envExample, 'utf8').catch(() => '');
  return [
    {
      file: readme,
      now: readmeNow,
      wanted: replaceBetweenMarkers(
        readmeNow,
        README_TABLE_START,
        README_TABLE_END,
        renderConfigTable(),
      ),
    },
    { file: envExample, now: envNow, wanted: renderEnvExample() },
  ];
}

export async function writeConfigDocs(root: string): Promise<string[]> {
  const written: string[] = [];
  for (const doc of await configDocs(root)) {
    if (doc.now === doc.wanted) continue;
    await writeFile(doc.file, doc.wanted);
    written.push(doc.file);
  }
  return written;
}
