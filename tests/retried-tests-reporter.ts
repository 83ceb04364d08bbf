import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * A test that passed only on its retry is a failure to fix, not a pass: this reporter names every such test at the
 * end of the run and, under `npm test` (RETRIED_TESTS_FILE, set by tests/run.ts), writes them where the summary
 * reads them, which then fails the run. The retry itself stays, so one unlucky test does not hide the rest's results.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') {
      this.retried.push(`${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (passed on retry ${retries})`);
    }
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.log(`\nPassed only on a retry (${this.retried.length}):\n${this.retried.map((line) => `  ${line}`).join('\n')}`);
    if (process.env.RETRIED_TESTS_FILE) appendFileSync(process.env.RETRIED_TESTS_FILE, this.retried.map((line) => `${line}\n`).join(''));
  }
}
