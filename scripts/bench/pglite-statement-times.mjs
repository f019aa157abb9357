// Where PGlite's time goes, by statement: load it into a server on PGlite with
//   node --import ./scripts/bench/pglite-statement-times.mjs apps/server/dist/main.js
// (or `startServer({ nodeArgs: [...serverNodeFlags, '--import', <this file>] })` in a bench script).
// Every protocol call PGlite makes is timed and charged to the statement it belongs to (a Parse
// names it; a Bind of a named statement or a simple Query too). `kill -USR2 <pid>` starts the
// count afresh (after seeding, say); at exit the counts go to PGLITE_STATEMENT_TIMES
// (default pglite-statement-times.tsv): runs, ms, the statement's first 150 characters, most ms
// first. It changes PGlite's prototype: for measuring, never for a server people use.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const PARSE = 0x50;
const BIND = 0x42;
const QUERY = 0x51;
const outFile = process.env.PGLITE_STATEMENT_TIMES ?? 'pglite-statement-times.tsv';

let times = new Map();
const namedStatements = new Map();
let current = '(before any statement)';

/** The zero-terminated string at `from` in a protocol message, and where the next field starts. */
function cString(message, from) {
  const end = message.indexOf(0, from);
  return [Buffer.from(message.subarray(from, end)).toString(), end + 1];
}
const shorten = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 150);

const execProtocolStream = PGlite.prototype.execProtocolStream;
PGlite.prototype.execProtocolStream = async function timed(message, options) {
  let starts = false;
  if (message[0] === PARSE) {
    const [name, next] = cString(message, 5);
    current = shorten(cString(message, next)[0]);
    if (name) namedStatements.set(name, current);
    starts = true;
  } else if (message[0] === BIND) {
    const [, next] = cString(message, 5);
    const [statement] = cString(message, next);
    if (statement) {
      current = namedStatements.get(statement) ?? statement;
      starts = true;
    }
  } else if (message[0] === QUERY) {
    current = `(simple) ${shorten(cString(message, 5)[0])}`;
    starts = true;
  }
  const statement = current;
  const t0 = performance.now();
  try {
    return await execProtocolStream.call(this, message, options);
  } finally {
    const entry = times.get(statement) ?? { runs: 0, ms: 0 };
    if (starts) entry.runs++;
    entry.ms += performance.now() - t0;
    times.set(statement, entry);
  }
};

process.on('SIGUSR2', () => {
  times = new Map();
});
process.on('exit', () => {
  const rows = [...times]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([statement, { runs, ms }]) => `${runs}\t${ms.toFixed(1)}\t${statement}`);
  writeFileSync(outFile, `runs\tms\tstatement\n${rows.join('\n')}\n`);
});
