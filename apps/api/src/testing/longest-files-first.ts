import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server files that take longest, most of it waiting (a schedule's next minute, webhook
 * retries, thousands of rows made): they start first, so they end beside the others instead of
 * alone at the end. Vitest orders by the last run's times when it has them, but CI starts from a
 * clean clone, where it orders by file size and these small files came last. Measured on
 * 2026-11-27 (seconds, both databases): kept in that order.
 */
const LONGEST = [
  'staking/staking-schedule.test.ts', // 68: two minutes of a one-minute schedule
  'p2p/transactions/transactions.test.ts', // 115
  'p2p/disputes/disputes.test.ts', // 100
  'platform/http/bad-input.test.ts', // 74
  'p2p/statistics/statistics.test.ts', // 73
  'p2p/transactions/transaction-count.test.ts', // 60
  'p2p/transactions/transaction-paging.test.ts', // 51
  'ledger/ledger-properties.test.ts', // 50
];

const rank = (spec: TestSpecification) => {
  const index = LONGEST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
  return index < 0 ? LONGEST.length : index;
};

export default class LongestFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects stay in the order vitest runs them; within one, the longest files go first.
    const projectOrder = [...new Set(sorted.map((spec) => spec.project.name))];
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => projectOrder.indexOf(a.spec.project.name) - projectOrder.indexOf(b.spec.project.name) || rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec);
  }
}
