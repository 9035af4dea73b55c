import type { FastifyInstance } from 'fastify';
import { answerText } from './answer-text';
import { alternativesOf, typesOf, type Operation, type Param } from './openapi';
import {
  bodySlots,
  toRawRequest,
  withParam,
  withValue,
  type RequestSpec,
} from './operation-requests';
import type { Hints } from './schema-sample';
import { workday } from './work-dates';

/**
 * What requests can name: another organisation's things (the cross-tenant suite) or the people
 * of one organisation's (the intra-organisation suite). Each slot of a request is tried with
 * the values of the kind it names.
 */
export interface NamedThings {
  orgId: string;
  employeeNumbers: string[];
  accountIds: string[];
  recordIds: string[];
  /** Record types tried in every form id slot. */
  formIds: string[];
  fileIds: string[];
  applicationIds: string[];
  kioskIds: string[];
  kioskTokens: string[];
  /** Tokens an address carries: approve/reject links', calendar feeds'. */
  linkTokens: string[];
  cursors: string[];
  /** Payroll cut-offs (their payslips), registers and special payouts (theirs). */
  cutoffIds: string[];
  registerIds: string[];
  payoutIds: string[];
  /** Mails of the outbox (numeric ids, tried only where a mail is named). */
  mailIds: string[];
  /** What an id slot of no known kind is tried with. */
  anyIds: string[];
}

/** The ids an `id` slot of `path` names. */
function idsAt(path: string, things: NamedThings): string[] {
  if (path.startsWith('/api/files/')) return things.fileIds;
  if (path.startsWith('/api/hcm/application/')) return things.applicationIds;
  if (path.startsWith('/api/admin-settings/kiosks/')) return things.kioskIds;
  if (path.startsWith('/api/records/')) return things.recordIds;
  if (path.startsWith('/api/mail/outbox/')) return things.mailIds;
  return things.anyIds;
}

/** The values a slot of a given name (or format) in an operation on `path` can name. */
function valuesFor(
  name: string,
  format: string | undefined,
  path: string,
  things: NamedThings,
): unknown[] {
  switch (name) {
    case 'accountId':
    case 'approverId':
      return things.accountIds;
    case 'employeeNumber':
      return things.employeeNumbers;
    case 'token':
      return things.linkTokens;
    case 'x-kiosk-token':
      return things.kioskTokens;
    case 'cursor':
      return things.cursors;
    case 'ids':
      return things.applicationIds.map((id) => [id]);
    case 'orgId':
      return [things.orgId];
    case 'formId':
    case 'form_id':
      return things.formIds;
    case 'cutoffId':
      return things.cutoffIds;
    case 'registerId':
      return things.registerIds;
    case 'payoutId':
      return things.payoutIds;
    case 'loanId':
      return things.recordIds;
    default:
      return format === 'uuid' || name === 'id' ? idsAt(path, things) : [];
  }
}

/** Values for the slots of `op` that name things, taken from `things`: a valid base request. */
export function hintsFrom(things: NamedThings, op: Operation): Hints {
  return (name) => {
    switch (name) {
      case 'form_id':
      case 'formId':
        return op.path.startsWith('/api/form-builder/') ? things.formIds[0] : 'utility-gender';
      // The console acts on whole organisations: probes name one that does not exist.
      case 'orgId':
        return op.console ? 'zq-no-such-org' : things.orgId;
      case 'employeeNumber':
        return things.employeeNumbers.at(-1);
      case 'accountId':
      case 'approverId':
        return things.accountIds[0];
      case 'id':
        return idsAt(op.path, things)[0];
      case 'ids':
        return things.applicationIds.slice(0, 1);
      case 'cutoffId':
        return things.cutoffIds[0];
      case 'registerId':
        return things.registerIds[0];
      case 'payoutId':
        return things.payoutIds[0];
      // Every organisation has the built-in roles: a role slot that exists.
      case 'roleId':
        return 'payroll';
      case 'x-kiosk-token':
        return things.kioskTokens[0];
      case 'name':
        return op.path.includes('/assets/') ? 'logo.svg' : undefined;
      // A record list carries every field, so whatever it should not show is there to see.
      case 'fields':
        return op.path.startsWith('/api/records/') ? ['*'] : undefined;
      case 'data':
        return { code: 'SAMPLE-1', name: 'Sample', active: true };
      case 'details':
        return {
          leaveType: 'Vacation leave',
          dateFrom: workday(6, 3),
          dateTo: workday(6, 3),
          dayPart: 'Whole day',
          reason: 'Sample',
        };
      default:
        return undefined;
    }
  };
}

const FORM_SLOTS = ['formId', 'form_id'];

/** A parameter's choices: each value of an enum names another view (a report, a format). */
const choicesOf = (param: Param): unknown[] =>
  param.place === 'header'
    ? []
    : (param.schema.enum ?? alternativesOf(param.schema).flatMap((alt) => alt.const ?? []));

/** Each request that is `base` with one naming slot given one of its values, by slot name. */
function* oneSlotChanges(
  op: Operation,
  base: RequestSpec,
  things: NamedThings,
): Generator<[string, RequestSpec]> {
  for (const param of op.params)
    for (const value of [
      ...valuesFor(param.name, param.schema.format, op.path, things),
      ...choicesOf(param),
    ])
      yield [
        param.name,
        withParam(
          base,
          param,
          param.place === 'header' ? String(value) : encodeURIComponent(String(value)),
        ),
      ];
  const json = base.body && 'json' in base.body ? base.body.json : undefined;
  if (op.body && json !== undefined)
    for (const slot of bodySlots(op.body)) {
      const name = slot.pointer[slot.pointer.length - 1] ?? '';
      const format = typesOf(slot.schema).includes('string') ? slot.schema.format : undefined;
      for (const value of valuesFor(name, format, op.path, things))
        yield [name, { ...base, body: { json: withValue(json, slot, value) } }];
    }
}

/**
 * Requests that name `things`: the base (every naming slot filled from them), then each naming
 * slot (parameter or body field) given each of its other values in turn. What a slot names
 * depends on the record type the request is about, so each type is a base of its own too.
 */
export function namingRequests(
  op: Operation,
  base: RequestSpec,
  things: NamedThings,
): RequestSpec[] {
  const formBases = [...oneSlotChanges(op, base, things)]
    .filter(([name]) => FORM_SLOTS.includes(name))
    .map(([, spec]) => spec);
  const requests = new Map<string, RequestSpec>();
  for (const each of [base, ...formBases])
    for (const spec of [each, ...[...oneSlotChanges(op, each, things)].map(([, spec]) => spec)])
      requests.set(JSON.stringify(spec), spec);
  return [...requests.values()];
}

/**
 * The operations in phases whose calls do not spoil a later phase's: reads, then writes, then
 * deletions, then signing out (which ends the session).
 */
export function callingPhases(operations: readonly Operation[]): Operation[][] {
  const phaseOf = (op: Operation) =>
    op.path.endsWith('/logout') ? 3 : op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1;
  return [0, 1, 2, 3].map((phase) => operations.filter((op) => phaseOf(op) === phase));
}

export interface Caller {
  label: string;
  headers: () => Record<string, string>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` carries `secret` as a value of its own: digits around a secret that starts or
 * ends with one make another number (12198.80 is not in 112198.80).
 */
function carries(text: string, secret: string): boolean {
  if (!text.includes(secret)) return false;
  const before = /^\d/.test(secret) ? '(?<!\\d)' : '';
  const after = /\d$/.test(secret) ? '(?!\\d)' : '';
  return new RegExp(`${before}${escaped(secret)}${after}`).test(text);
}

export interface Answer {
  status: number;
  /** The secrets the answer carried that the request did not (an id echoed is no leak). */
  leaked: string[];
}

/** Sends one request through the app and says which of `secrets` came back. */
export async function leakOf(
  app: FastifyInstance,
  op: Operation,
  spec: RequestSpec,
  caller: Caller,
  secrets: readonly string[],
): Promise<Answer> {
  const raw = toRawRequest(op, spec, caller.headers());
  const response = await app.inject({
    method: raw.method as 'GET',
    url: raw.url,
    headers: raw.headers,
    ...(raw.body === undefined ? {} : { payload: raw.body }),
  });
  const sent = `${raw.url} ${JSON.stringify(raw.headers)} ${String(raw.body ?? '')}`;
  const text = await answerText(response);
  return {
    status: response.statusCode,
    leaked: secrets.filter((secret) => !sent.includes(secret) && carries(text, secret)),
  };
}

/** What is wrong with an answer: a 5xx, or secrets it carried (each named by `name`). */
export function problemOf(
  { status, leaked }: Answer,
  name: (secret: string) => string = (secret) => secret,
): string | null {
  if (status >= 500) return `answered ${status}`;
  return leaked.length
    ? `answered ${status} with ${[...new Set(leaked.map(name))].sort().join(', ')}`
    : null;
}
