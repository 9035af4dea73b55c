import { afterAll, beforeAll, describe } from 'vitest';
import { dbTargets, startTestApp, type ConnectAs, type TestApp } from './test-app';

/**
 * Declares the suite once per database target (embedded and, when present, the machine's
 * PostgreSQL), each with its own freshly seeded database and app.
 */
export function describeOnEachDatabase(
  title: string,
  body: (current: () => TestApp) => void,
  env: Record<string, string> = {},
  connectAs: ConnectAs = 'app-role',
) {
  for (const target of dbTargets()) {
    const bypass = connectAs === 'owner' ? ', as the owner: no row-level security' : '';
    describe(`${title} [${target.name}${bypass}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await startTestApp(target, env, { connectAs });
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
