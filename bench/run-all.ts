// Prints each figure beside its target. Nothing here asserts: a figure is read, not tested.
import { measureSignInBundle } from './signin-bundle.ts';
import { measureSignInLatency } from './signin-latency.ts';
import { measureP2P } from './p2p-bench.ts';
import { measureRequestLog } from './request-log-bench.ts';
import { measureCustomers } from './customers-bench.ts';
import { measureFiat } from './fiat-bench.ts';
import { measureSearch } from './search-bench.ts';
import { measureIntegration } from './integration-bench.ts';
import { measureLedger } from './ledger-bench.ts';
import { measureTrades } from './trades-bench.ts';
import { measureOperator } from './operator-bench.ts';

const rows: { figure: string; value: string; target: string; met: boolean }[] = [];
rows.push(await measureSignInBundle());
rows.push(...(await measureSignInLatency()));
rows.push(...(await measureP2P()));
rows.push(...(await measureRequestLog()));
rows.push(...(await measureCustomers()));
rows.push(...(await measureFiat()));
rows.push(...(await measureSearch()));
rows.push(...(await measureIntegration()));
rows.push(...(await measureLedger()));
rows.push(...(await measureTrades()));
rows.push(...(await measureOperator()));

const width = Math.max(...rows.map((r) => r.figure.length));
process.stdout.write('\nfigure'.padEnd(width + 1) + '  value        target       \n');
for (const r of rows) {
  process.stdout.write(`${r.figure.padEnd(width)}  ${r.value.padEnd(12)} ${r.target.padEnd(12)} ${r.met ? 'met' : 'NOT MET'}\n`);
}
