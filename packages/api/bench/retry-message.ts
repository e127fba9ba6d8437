/**
 * The retry message's time with a hanging remote (issue #32 item 2: within 3 s of the navigation's start, always,
 * with margin). The e2e cases of a hanging manifest, entry, exposed module, shared chunk and page chunk
 * (e2e/specs/shell/remote-failure.spec.ts) record it in the page's own clock as test annotations; this runs them `runs` times per browser project and
 * collects the annotations. Speed is measured here, never asserted in the e2e tests.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const E2E_DIR = path.resolve(__dirname, '../../../e2e');
const SPEC = 'specs/shell/remote-failure.spec.ts';
/** The hanging cases: their titles say "hanging" (manifest, page chunk) or "hangs" (entry, exposed module, shared chunk). */
const HANGING_CASES = 'hang';
/** Annotation types (ms) written by the spec's noteTime. */
export const FROM_NAVIGATION = 'retry message after the navigation start (ms)';
export const FROM_CLIENT_NAVIGATION = 'retry message after the client-side navigation (ms)';
export const FROM_FIRST_VIEW_NAVIGATION = 'retry message after the navigation start of a page with a first view (ms)';

interface JsonTest {
  annotations?: { type: string; description?: string }[];
  results?: { status: string; annotations?: { type: string; description?: string }[] }[];
}
interface JsonSuite {
  suites?: JsonSuite[];
  specs?: { title: string; tests: JsonTest[] }[];
}

export interface RetryMessageFigures {
  /** Annotation type -> the times (ms) of passed runs. */
  times: Map<string, number[]>;
  passed: number;
  failed: number;
}

/** The annotations of a Playwright JSON report, by type (a test's own, or its results' in newer versions). */
export function annotationTimes(report: { suites?: JsonSuite[] }): RetryMessageFigures {
  const times = new Map<string, number[]>();
  let passed = 0;
  let failed = 0;
  const visit = (suite: JsonSuite) => {
    suite.suites?.forEach(visit);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results ?? []) {
          if (result.status !== 'passed') {
            failed++;
            continue;
          }
          passed++;
          const notes = result.annotations?.length ? result.annotations : (test.annotations ?? []);
          for (const note of notes) {
            const ms = Number(note.description);
            if (!note.type.endsWith('(ms)') || !Number.isFinite(ms)) continue;
            times.set(note.type, [...(times.get(note.type) ?? []), ms]);
          }
        }
      }
    }
  };
  report.suites?.forEach(visit);
  return { times, passed, failed };
}

/** Runs the hanging cases `runs` times each (both browser projects) on E2E_PORT `port`. */
export async function retryMessageFigures(runs: number, port: number): Promise<RetryMessageFigures> {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'retry-message-')), 'report.json');
  await new Promise<void>((resolve) => {
    const child = spawn(
      'npx',
      ['playwright', 'test', SPEC, '-g', HANGING_CASES, `--repeat-each=${runs}`, '--reporter=json'],
      {
        cwd: E2E_DIR,
        env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        stdio: 'ignore',
      },
    );
    child.on('close', () => resolve());
  });
  return annotationTimes(JSON.parse(readFileSync(out, 'utf8')) as { suites?: JsonSuite[] });
}
