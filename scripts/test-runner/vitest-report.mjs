/** What a vitest JSON report (`--reporter=json`) says of its test files. */
import { resolve } from 'node:path';

/**
 * What these files of a report count. A file that failed with none of its tests failed is a
 * failure too: it did not load, or a hook failed (a `beforeAll` that throws leaves its tests
 * skipped, not failed).
 */
export function countFiles(files) {
  const count = (status) => files.reduce((sum, file) => sum + file.assertionResults.filter((test) => test.status === status).length, 0);
  const failedOutsideTests = files.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'));
  const failures = [
    ...files.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ file: relativeName(file.name), test: test.fullName, message: test.failureMessages?.[0] ?? '' })),
    ),
    ...failedOutsideTests.map((file) => ({
      file: relativeName(file.name),
      test: file.assertionResults.length === 0 ? '(the file did not run)' : '(the file failed outside its tests)',
      message: file.message ?? '',
    })),
  ];
  return {
    passed: count('passed'),
    failed: count('failed') + failedOutsideTests.length,
    skipped: count('pending') + count('skipped') + count('todo'),
    failures,
  };
}

/** The files vitest was given (paths from the working folder) that the report has nothing of. */
export function missingFiles(results, given) {
  const reported = new Set(results.testResults.map((file) => resolve(file.name)));
  return given.filter((file) => !reported.has(resolve(file)));
}

/** A test file's name from the repository root (the report holds absolute paths). */
export const relativeName = (name) => {
  const path = name.replaceAll('\\', '/');
  const at = path.indexOf('/tests/');
  return at === -1 ? path : path.slice(at + 1);
};

/** The files of one project: its tests live in tests/<project>/. */
export const filesOf = (results, project) => results.testResults.filter((file) => file.name.replaceAll('\\', '/').includes(`/tests/${project}/`));

export function spanSeconds(files) {
  if (files.length === 0) return 0;
  return (Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))) / 1000;
}
