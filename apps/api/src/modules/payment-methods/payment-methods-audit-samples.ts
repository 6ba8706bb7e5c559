import { sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentMethodLimit } from '@exchange/contract/payment-methods/payment-methods';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating payment-method route, for the audit-coverage suite. */
export function paymentMethodsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const base = '/admin/paymentMethod';
  const newMethod = async () => {
    const answer = await c.server.call<PaymentMethod>('POST', `${base}/createPaymentMethods`, {
      token: c.superToken,
      body: { name: `Audit Method ${c.seq()}`, paymentType: 'CARD' },
    });
    if (answer.status !== 200) throw new Error(`prepare payment method: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const newLimit = async () => {
    const method = await newMethod();
    const answer = await c.server.call<PaymentMethodLimit>('POST', `${base}/createPaymentMethodLimit`, {
      token: c.superToken,
      body: { paymentMethodId: method.id, country: 'NG', type: 'WITHDRAWAL', fee: '0', feePercentage: '1', minBuyLimitInUsd: '0', minDeposit: '10', maxDeposit: '100', processingTime: 'Instant' },
    });
    if (answer.status !== 200) throw new Error(`prepare limit: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const demoLimit = () => oneRow<{ id: string }>(c.server, sql`select id from payment_method_limits where is_active order by created_at, id limit 1`);

  return {
    'POST /admin/paymentMethod/createPaymentMethods': {
      actions: ['payments.method.create'], state: 'create',
      prepare: async () => ({ path: `${base}/createPaymentMethods`, body: { name: `Audit Wallet ${c.seq()}`, description: 'Sample', paymentType: 'MOBILE_WALLET', onRamp: true } }),
    },
    'PUT /admin/paymentMethod/updatePaymentMethods': {
      actions: ['payments.method.update'], state: 'update',
      prepare: async () => {
        const method = await newMethod();
        return { path: `${base}/updatePaymentMethods`, body: { id: method.id, description: 'Now with 3-D Secure' }, targetId: method.id };
      },
    },
    'PUT /admin/paymentMethod/activateDeactivatePaymentMethods': {
      actions: ['payments.method.deactivate'], state: 'update',
      prepare: async () => {
        const method = await newMethod();
        return { path: `${base}/activateDeactivatePaymentMethods`, body: { id: method.id, isActive: false }, targetId: method.id };
      },
    },
    'POST /admin/paymentMethod/createPaymentMethodLimit': {
      actions: ['payments.limit.create'], state: 'create',
      prepare: async () => {
        const method = await newMethod();
        return {
          path: `${base}/createPaymentMethodLimit`,
          body: {
            paymentMethodId: method.id, country: 'AE', type: 'DEPOSIT', fee: '0', feePercentage: '2.5',
            minBuyLimitInUsd: '20', minDeposit: '50', maxDeposit: '5000', processingTime: 'Instant',
          },
        };
      },
    },
    'PUT /admin/paymentMethod/updatePaymentMethodsLimit': {
      actions: ['payments.limit.update'], state: 'update',
      prepare: async () => {
        const limit = await demoLimit();
        return { path: `${base}/updatePaymentMethodsLimit`, body: { id: limit.id, processingTime: 'Within 1 hour' }, targetId: limit.id };
      },
    },
    'PUT /admin/paymentMethod/archivePaymentMethodLimit': {
      actions: ['payments.limit.archive'], state: 'update',
      prepare: async () => {
        const limit = await newLimit();
        return { path: `${base}/archivePaymentMethodLimit`, body: { id: limit.id, reason: 'Provider left the country' }, targetId: limit.id };
      },
    },
    'PUT /admin/paymentMethod/restorePaymentMethodLimit': {
      actions: ['payments.limit.restore'], state: 'update',
      prepare: async () => {
        const limit = await newLimit();
        const archived = await c.server.call('PUT', `${base}/archivePaymentMethodLimit`, { token: c.superToken, body: { id: limit.id, reason: 'Provider left the country' } });
        if (archived.status !== 200) throw new Error(`prepare archive: ${archived.status}`);
        return { path: `${base}/restorePaymentMethodLimit`, body: { id: limit.id, reason: 'Provider is back' }, targetId: limit.id };
      },
    },
  };
}
