import { beforeAll, expect, it } from 'vitest';
import { mayRead, READERS, type Canary } from './support/confidential-fields';
import {
  hintsFrom,
  callingPhases,
  leakOf,
  namingRequests,
  problemOf,
  type Caller,
} from './support/naming-requests';
import { describeOnEachDatabase } from './support/on-each-database';
import { loadOperations, operationName, type Operation } from './support/openapi';
import { baseRequest } from './support/operation-requests';
import { plantCanaries, type Person, type PlantedOrg } from './support/plant-canaries';
import { API_KEY } from './support/test-app';

// Inside one organisation, each role calls every operation of the OpenAPI document with the
// employee numbers, accounts, records, files, applications, cut-off and payout of its
// colleagues (and its own: a self-service answer may carry others' figures); no answer may carry
// a colleague's confidential value that the role may not read (support/confidential-fields.ts
// declares who reads what). Distinctive canaries planted in everyone's records make a leak
// visible. Admins read everything, so they plant and never call. The new hire has not changed
// the first sign-in password: whether or not the server lets them in, nothing may leak.

/** Within a phase, least privilege first: payroll's and HR's writes come after the others'. */
const CALLERS = ['newhire', 'employee', 'approver', 'payroll', 'hr'] as const;

/** The items that pass `test`, and the others. */
function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

describeOnEachDatabase('colleagues reaching for each other’s confidential data', (current) => {
  let operations: Operation[];
  let acme: PlantedOrg;

  beforeAll(async () => {
    operations = await loadOperations(current().app);
    acme = await plantCanaries(current().app, 'acme');
  });

  const personNamed = (username: string) =>
    acme.people.find((person) => person.username === username)!;
  const labelOf = (canary: Canary) => {
    const owner = acme.people.find((person) => person.employeeNumber === canary.owner);
    return owner ? `${owner.username}’s ${canary.kind}` : `the ${canary.kind}`;
  };

  it('plants a canary of every confidential kind for every person', () => {
    const perPerson = Object.keys(READERS).filter((kind) => kind !== 'payroll totals');
    for (const person of acme.people)
      expect(
        new Set(
          acme.canaries
            .filter((canary) => canary.owner === person.employeeNumber)
            .map((canary) => canary.kind),
        ),
        person.username,
      ).toEqual(new Set(perPerson));
    expect(acme.canaries.some((canary) => canary.kind === 'payroll totals')).toBe(true);
    // A value is one person's one kind, or a leak could not be told.
    const whose = new Map<string, string>();
    for (const canary of acme.canaries) {
      const label = labelOf(canary);
      expect(whose.get(canary.value) ?? label, canary.value).toBe(label);
      whose.set(canary.value, label);
    }
    // The employee's appraisal waits on her manager, the approver, who may then read it.
    const approver = personNamed('approver');
    const waiting = acme.canaries.filter((canary) => canary.waitingOn.includes(approver.accountId));
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((canary) => canary.owner === personNamed('employee').employeeNumber)).toBe(
      true,
    );
  });

  it('answers no role with a colleague’s confidential field it may not read, through every operation', async () => {
    const app = current().app;
    const problems = new Set<string>();
    // What callers were shown of colleagues' that they may read: proof that a leak would be seen.
    const shown = new Set<string>();
    const shownKinds = new Set<string>();
    let sent = 0;
    // Every caller reads before anyone writes: a write (the employee withdrawing her appraisal
    // from her manager's queue, payroll deleting loans) cannot hide what a later caller reads.
    for (const phase of callingPhases(operations))
      for (const username of CALLERS) {
        const person: Person = personNamed(username);
        const colleagues = acme.canaries.filter((canary) => canary.owner !== person.employeeNumber);
        const byValue = new Map(colleagues.map((canary) => [canary.value, canary]));
        const session = person.caller.session!;
        const caller: Caller = {
          label: username,
          headers: () => ({
            'x-api-key': API_KEY,
            'x-org-id': 'acme',
            authorization: `Bearer ${session.token}`,
            'x-csrf-token': session.csrf,
          }),
        };
        for (const op of phase)
          for (const spec of namingRequests(
            op,
            baseRequest(op, hintsFrom(acme.things, op)),
            acme.things,
          )) {
            const answer = await leakOf(app, op, spec, caller, [...byValue.keys()]);
            sent += 1;
            const [allowed, forbidden] = partition(answer.leaked, (value) =>
              mayRead(person, byValue.get(value)!),
            );
            for (const canary of allowed.map((value) => byValue.get(value)!)) {
              shown.add(`${username}: ${labelOf(canary)}`);
              shownKinds.add(canary.kind);
            }
            const problem = problemOf({ ...answer, leaked: forbidden }, (value) =>
              labelOf(byValue.get(value)!),
            );
            if (problem) problems.add(`${username} ${operationName(op)}: ${problem}`);
          }
      }
    expect(sent).toBeGreaterThan(5000);
    // Every kind is recognised where it may be read: HR sees everyone's, payroll their pay, the
    // approver the appraisal waiting on them.
    expect(shownKinds).toEqual(new Set(Object.keys(READERS)));
    expect(shown).toContain('approver: employee’s appraisal');
    expect([...problems]).toEqual([]);
  }, 900_000);
});
