const plans = require('pg-boss/src/plans');
const version = require('pg-boss/version.json').schema;
const text = plans.create('pgboss', version);
// split on ';' at top level (outside $$ ... $$)
const stmts = []; let cur = ''; let inDollar = false;
for (let i = 0; i < text.length; i++) {
  if (text.startsWith('$$', i)) { inDollar = !inDollar; cur += '$$'; i++; continue; }
  const c = text[i];
  if (c === ';' && !inDollar) { stmts.push(cur.trim()); cur = ''; continue; }
  cur += c;
}
if (cur.trim()) stmts.push(cur.trim());
const keep = stmts.filter((s) => s && !/^BEGIN$|^COMMIT$|^SET LOCAL|pg_advisory_xact_lock/.test(s));
process.stdout.write(keep.map((s) => s.replace(/\n    /g, '\n') + ';').join('\n--> statement-breakpoint\n') + '\n');
