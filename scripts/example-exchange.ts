/**
 * Plays the exchange against a running back office (see README, "Integration"):
 * 1. with CUSTOMER_ID set, reports a bank deposit through /platform with an Idempotency-Key
 *    (twice, to show that the second call gets the first answer instead of a second deposit);
 *    with COIN and NETWORK set too (e.g. ETH, ERC20), a crypto deposit instead, then its
 *    confirmations block by block until the back office credits it;
 * 2. runs a small HTTP server that receives the back office's webhooks, checks each signature and
 *    prints the event.
 *
 *   API_KEY=xk_... WEBHOOK_SECRET=whsec_... CUSTOMER_ID=<uuid> npx tsx scripts/example-exchange.ts
 *
 * API_URL (http://localhost:8080) is the back office; RECEIVER_PORT (4000) the port webhooks come to:
 * register http://localhost:4000/webhooks on the console's Webhooks screen. Stops on Ctrl+C, or
 * after EXIT_AFTER_EVENTS events. Standalone on purpose: nothing from this repository is imported.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const apiUrl = (process.env.API_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const apiKey = process.env.API_KEY;
const secret = process.env.WEBHOOK_SECRET;
const customerId = process.env.CUSTOMER_ID;
const port = Number(process.env.RECEIVER_PORT ?? 4000);
const exitAfter = Number(process.env.EXIT_AFTER_EVENTS ?? 0);
/** A delivery older than this is refused: a replayed one cannot pass. */
const TOLERANCE_SECONDS = 300;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The back office signs `timestamp.body` with HMAC-SHA256 and the endpoint's secret: `v1=<hex>`. */
function verify(body: string, timestamp: string, signature: string): boolean {
  if (!secret) return false;
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(Date.now() / 1000 - seconds) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface CryptoDepositAnswer {
  id?: string;
  status?: string;
  confirmations?: number;
  requiredConfirmations?: number;
  error?: { code: string; message: string };
}

/** One /platform POST with a fresh Idempotency-Key (a retry of the same request would reuse it). */
async function post<T>(path: string, body: unknown): Promise<{ status: number; answer: T }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as T };
}

/** The wallet service saw a transfer to the customer's address: reported, then confirmed block by block. */
async function reportCryptoDeposit(coin: string, network: string): Promise<void> {
  const txHash = `0x${randomUUID().replace(/-/g, '')}${randomUUID().replace(/-/g, '')}`;
  const deposit = { coin, network, txHash, outputIndex: 0 };
  const address = process.env.ADDRESS ?? `0x${randomUUID().replace(/-/g, '').padEnd(40, '0')}`;
  const first = await post<CryptoDepositAnswer>('/platform/crypto/deposits', { ...deposit, customerId, address, amount: process.env.AMOUNT ?? '0.5', confirmations: 1 });
  if (first.status !== 201) {
    say(`crypto deposit report: HTTP ${first.status} ${first.answer.error?.code}: ${first.answer.error?.message}`);
    return;
  }
  say(`crypto deposit ${first.answer.id} reported: ${first.answer.status}, 1 of ${first.answer.requiredConfirmations} confirmations`);
  for (let confirmations = 2; confirmations <= (first.answer.requiredConfirmations ?? 1); confirmations++) {
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BLOCK_MS ?? 200)));
    const next = await post<CryptoDepositAnswer>('/platform/crypto/deposits/confirmations', { ...deposit, confirmations });
    if (next.status !== 200) {
      say(`confirmations ${confirmations}: HTTP ${next.status} ${next.answer.error?.code}: ${next.answer.error?.message}`);
      return;
    }
    if (next.answer.status === 'CREDITED') {
      say(`crypto deposit ${first.answer.id} CREDITED at ${confirmations} confirmations`);
      return;
    }
  }
}

async function reportDeposit(): Promise<void> {
  if (!apiKey || !customerId) {
    say('No API_KEY or CUSTOMER_ID: not reporting a deposit, only receiving webhooks.');
    return;
  }
  if (process.env.COIN && process.env.NETWORK) return reportCryptoDeposit(process.env.COIN, process.env.NETWORK);
  const idempotencyKey = randomUUID();
  const body = JSON.stringify({ customerId, method: 'BANK_TRANSFER', currency: process.env.CURRENCY ?? 'USD', amount: process.env.AMOUNT ?? '125.00', reference: `EXAMPLE-${Date.now()}`, senderName: 'Example Sender' });
  for (const attempt of ['first', 'again (same key, same body)']) {
    const response = await fetch(`${apiUrl}/platform/fiat/deposits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body,
    });
    const answer = (await response.json()) as { id?: string; depositNumber?: string; status?: string; error?: { code: string; message: string } };
    const replayed = response.headers.get('idempotent-replayed') === 'true';
    if (!response.ok) say(`report ${attempt}: HTTP ${response.status} ${answer.error?.code}: ${answer.error?.message}`);
    else say(`report ${attempt}: HTTP ${response.status} deposit ${answer.depositNumber} (${answer.id}) ${answer.status}${replayed ? ' [replayed: no second deposit]' : ''}`);
  }
  say('An admin approves it in the console (Fiat Transactions > Deposit Requests); its deposit.credited webhook then arrives here.');
}

let events = 0;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const ok = verify(body, String(request.headers['x-exchange-timestamp'] ?? ''), String(request.headers['x-exchange-signature'] ?? ''));
    if (!ok) {
      say(`webhook refused: bad or missing signature${secret ? '' : ' (set WEBHOOK_SECRET)'}`);
      response.statusCode = 401;
      response.end();
      return;
    }
    // Acknowledge first (any 2xx); a receiver must treat the same event id twice as once.
    response.statusCode = 204;
    response.end();
    const event = JSON.parse(body) as { id: string; type: string; subjectType: string; subjectId: string; data: unknown };
    say(`webhook ${event.type} ${event.subjectType} ${event.subjectId} (event ${event.id}), signature valid: ${JSON.stringify(event.data)}`);
    if (exitAfter > 0 && ++events >= exitAfter) server.close();
  });
});

server.listen(port, () => {
  say(`Receiving webhooks on http://localhost:${port}/webhooks`);
  void reportDeposit().catch((err: unknown) => process.stderr.write(`report failed: ${String(err)}\n`));
});
