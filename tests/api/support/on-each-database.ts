import { afterAll, beforeAll, describe } from 'vitest';
import { dbTargets, startTestApp, type TestApp } from './test-app';

/**
 * Declares the suite once per database target (embedded and, when present, the machine's
 * PostgreSQL), each with its own freshly seeded database and app.
 */
export function describeOnEachDatabase(
  title: string,
  body: (current: () => TestApp) => void,
  env: Record<string, string> = {},
) {
  for (const target of dbTargets()) {
    describe(`${title} [${target.name}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await startTestApp(target, env);
      });
      afterAll(async () => {
        await testApp?.close();
      });
      body(() => {
        if (!testApp) throw new Error('test app not started');
        return testApp;
      });
    });
  }
}
