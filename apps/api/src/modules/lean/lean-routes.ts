import {
  approveLeanTransactionSchema,
  leanTransactionListSchema,
  leanTransactionSchema,
  listLeanTransactionsQuerySchema,
  rejectLeanTransactionSchema,
  secondApproveLeanTransactionSchema,
} from '@exchange/contract/lean/lean-transactions';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { approveLeanTransaction, rejectLeanTransaction, secondApproveLeanTransaction } from './lean-decisions.ts';
import { listLeanTransactions } from './lean-queries.ts';

const tags = ['lean'];
// The transaction's id is in the body: 404 when it names none.
const decide = { access: 'lean.decide', errors: [404] } as const;
const response = { 200: leanTransactionSchema };

export function registerLeanRoutes(app: ApiApp, db: Db) {
  app.get('/admin/lean/listTransaction', { config: { access: 'lean.read' }, schema: { tags, querystring: listLeanTransactionsQuerySchema, response: { 200: leanTransactionListSchema } } },
    (request) => listLeanTransactions(db, request.query));
  app.post('/admin/lean/approveTransaction', { config: decide, schema: { tags, body: approveLeanTransactionSchema, response } },
    (request) => approveLeanTransaction(db, request.body.transactionId, request.body.notes, actorOf(request)));
  // Four-eyes: a third-party deposit's credit, by another admin than the one who approved it first.
  app.post('/admin/lean/secondApproveTransaction', { config: decide, schema: { tags, body: secondApproveLeanTransactionSchema, response } },
    (request) => secondApproveLeanTransaction(db, request.body.transactionId, request.body.notes, actorOf(request)));
  app.post('/admin/lean/rejectTransaction', { config: decide, schema: { tags, body: rejectLeanTransactionSchema, response } },
    (request) => rejectLeanTransaction(db, request.body.transactionId, request.body.reason, actorOf(request)));
}
