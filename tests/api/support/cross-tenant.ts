import type { FastifyInstance } from 'fastify';
import { typesOf, type Operation } from './openapi';
import {
  bodySlots,
  toRawRequest,
  withParam,
  withValue,
  type RequestSpec,
} from './operation-requests';
import type { OrgSamples } from './org-samples';

/** The other organisation's values a slot of a given name (or format) can be given. */
function alternativesFor(name: string, format: string | undefined, other: OrgSamples): unknown[] {
  const ids = [
    ...other.recordIds,
    ...other.fileIds,
    ...other.applicationIds,
    ...other.kioskIds,
    ...other.accountIds,
  ];
  switch (name) {
    case 'accountId':
    case 'approverId':
      return other.accountIds;
    case 'employeeNumber':
      return other.employeeNumbers;
    case 'token':
      return other.linkTokens;
    case 'x-kiosk-token':
      return other.kioskTokens;
    case 'cursor':
      return other.cursors;
    case 'ids':
      return other.applicationIds.map((id) => [id]);
    case 'orgId':
      return [other.orgId];
    case 'formId':
    case 'form_id':
      return other.builtFormIds;
    default:
      return format === 'uuid' || name === 'id' ? ids : [];
  }
}

/**
 * Requests that name the other organisation's things: the base (every naming slot filled from
 * it), then each naming slot (parameter or body field) given each of its other values in turn.
 */
export function crossTenantRequests(
  op: Operation,
  base: RequestSpec,
  other: OrgSamples,
): RequestSpec[] {
  const requests = [base];
  for (const param of op.params)
    for (const value of alternativesFor(param.name, param.schema.format, other))
      requests.push(
        withParam(
          base,
          param,
          param.place === 'header' ? String(value) : encodeURIComponent(String(value)),
        ),
      );
  const json = base.body && 'json' in base.body ? base.body.json : undefined;
  if (op.body && json !== undefined)
    for (const slot of bodySlots(op.body)) {
      const name = slot.pointer[slot.pointer.length - 1] ?? '';
      const format = typesOf(slot.schema).includes('string') ? slot.schema.format : undefined;
      for (const value of alternativesFor(name, format, other))
        requests.push({ ...base, body: { json: withValue(json, slot, value) } });
    }
  return requests;
}

export interface Caller {
  label: string;
  headers: () => Record<string, string>;
}

/**
 * Sends one request through the app and says what of `secrets` came back that the request did
 * not itself carry (an id echoed in a "not found" message is not a leak), or a 5xx.
 */
export async function leakOf(
  app: FastifyInstance,
  op: Operation,
  spec: RequestSpec,
  caller: Caller,
  secrets: readonly string[],
): Promise<{ status: number; problem: string | null }> {
  const raw = toRawRequest(op, spec, caller.headers());
  const response = await app.inject({
    method: raw.method as 'GET',
    url: raw.url,
    headers: raw.headers,
    ...(raw.body === undefined ? {} : { payload: raw.body }),
  });
  if (response.statusCode >= 500)
    return { status: response.statusCode, problem: `answered ${response.statusCode}` };
  const sent = `${raw.url} ${JSON.stringify(raw.headers)} ${String(raw.body ?? '')}`;
  const body = response.body;
  const leaked = secrets.filter((secret) => !sent.includes(secret) && body.includes(secret));
  return {
    status: response.statusCode,
    problem: leaked.length ? `answered ${response.statusCode} with ${leaked.join(', ')}` : null,
  };
}
