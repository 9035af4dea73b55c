import { jsonType, typesOf, type Operation, type SchemaNode } from './openapi';
import { bodySlots, pointerOf, withParam, withValue, type RequestSpec } from './operation-requests';
import { sampleOf } from './schema-sample';

/** One hostile or careless variation of a valid request. */
export interface Probe {
  label: string;
  spec: RequestSpec;
  /** 'refused': must be answered 4xx; 'any': anything but a 5xx or a dropped connection. */
  expect: 'refused' | 'any';
  /** The field (JSON pointer in the body, query or path) the refusal must name. */
  names?: string;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const UNSAFE_NUMBERS = [1e308, 2 ** 53, -(2 ** 53)];
/** Far deeper than any form: the JSON parser takes it, the boundary rule must refuse it. */
const DEEP = 100_000;
const OVERSIZED = 'x'.repeat(1_200_000);

/** A value of a JSON type the schema does not admit. */
function wrongType(types: string[]): unknown {
  return [{}, 'x', 1, true, []].find((value) => {
    const type = jsonType(value);
    return !types.includes(type) && !(type === 'integer' && types.includes('number'));
  });
}

function valueProbes(schema: SchemaNode): { label: string; value: unknown; refused: boolean }[] {
  const types = typesOf(schema);
  const free = types.length === 0;
  const probes: { label: string; value: unknown; refused: boolean }[] = [];
  if (free || types.includes('string')) {
    probes.push({ label: 'a NUL character', value: NUL, refused: true });
    probes.push({ label: 'an unpaired surrogate', value: LONE_SURROGATE, refused: true });
  }
  if (free || types.includes('number')) {
    for (const value of UNSAFE_NUMBERS) probes.push({ label: `${value}`, value, refused: true });
    probes.push({ label: '-1', value: -1, refused: false });
  }
  if (!free) {
    const value = wrongType(types);
    if (value !== undefined)
      probes.push({ label: `wrong type ${jsonType(value)}`, value, refused: true });
  }
  return probes;
}

function bodyProbes(op: Operation, base: RequestSpec, json: unknown): Probe[] {
  const probes: Probe[] = [];
  const withBody = (body: RequestSpec['body']) => ({ ...base, body });
  for (const slot of bodySlots(op.body ?? {})) {
    const at = pointerOf(slot.pointer);
    for (const { label, value, refused } of valueProbes(slot.schema)) {
      probes.push({
        label: `body ${at}: ${label}`,
        spec: withBody({ json: withValue(json, slot, value) }),
        expect: refused ? 'refused' : 'any',
        ...(refused ? { names: at } : {}),
      });
    }
    if (slot.required && slot.schema.default === undefined) {
      const without = withValue(json, slot, undefined, true);
      if (without !== null)
        probes.push({
          label: `body ${at}: missing`,
          spec: withBody({ json: without }),
          expect: 'refused',
          names: at,
        });
    }
    if (slot.schema.additionalProperties === false) {
      for (const key of ['zzz', 'a\u0000']) {
        const value = withValue(json, slot, {
          ...(sampleOf(slot.schema, '', () => undefined) as object),
          [key]: 1,
        });
        probes.push({
          label: `body ${at}: extra field ${JSON.stringify(key)}`,
          spec: withBody({ json: value }),
          expect: 'refused',
          names: `${at}/${key}`,
        });
      }
    }
  }
  if (op.body?.additionalProperties === false)
    for (const key of ['zzz', 'a\u0000'])
      probes.push({
        label: `body: extra field ${JSON.stringify(key)}`,
        spec: withBody({ json: { ...(json as object), [key]: 1 } }),
        expect: 'refused',
        names: `/${key}`,
      });
  const text = JSON.stringify(json);
  const raw = (label: string, body: string, contentType = 'application/json'): Probe => ({
    label: `body: ${label}`,
    spec: withBody({ raw: body, contentType }),
    expect: 'refused',
  });
  const rootTypes = typesOf(op.body ?? {});
  for (const [label, body] of [
    ['a list', '[]'],
    ['text', '"x"'],
    ['null', 'null'],
    ['a number', '1'],
  ] as const)
    if (!rootTypes.includes(jsonType(JSON.parse(body))))
      probes.push(raw(`${label} instead of ${rootTypes.join(' or ')}`, body));
  probes.push(
    raw('broken JSON', '{'),
    raw('empty with a JSON content type', ''),
    raw('charset latin1', text, 'application/json; charset=latin1'),
    raw('charset utf-16', text, 'application/json; charset=utf-16'),
    raw('text/plain', text, 'text/plain'),
    raw('form-urlencoded', 'a=1', 'application/x-www-form-urlencoded'),
    raw('multipart without a boundary', 'xx', 'multipart/form-data'),
    raw('over a megabyte', JSON.stringify({ zzz: OVERSIZED })),
    raw(`nested ${DEEP} deep`, `{"zzz":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`),
    raw('a NUL in a field name', '{"a\\u0000":1}'),
  );
  return probes;
}

function multipartProbes(base: RequestSpec): Probe[] {
  const raw = (label: string, body: string, contentType: string): Probe => ({
    label: `upload: ${label}`,
    spec: { ...base, body: { raw: body, contentType } },
    expect: 'refused',
  });
  return [
    raw('no boundary', 'xx', 'multipart/form-data'),
    raw('garbage after the boundary', '--b\r\nnot headers', 'multipart/form-data; boundary=b'),
    raw('no parts', '--b--\r\n', 'multipart/form-data; boundary=b'),
    raw('JSON instead', '{"file":"x"}', 'application/json'),
  ];
}

function paramProbes(op: Operation, base: RequestSpec): Probe[] {
  const probes: Probe[] = [];
  for (const param of op.params) {
    const types = typesOf(param.schema);
    const at = `/${param.name}`;
    const bounded =
      param.schema.maxLength !== undefined ||
      param.schema.format !== undefined ||
      param.schema.pattern !== undefined ||
      param.schema.enum !== undefined;
    // Ninety x's break any pattern, format or choice, and a length bound below ninety; an
    // opaque value a third party mints (a provider's authorization code) may be far longer.
    const refusesNinety =
      param.schema.format !== undefined ||
      param.schema.pattern !== undefined ||
      param.schema.enum !== undefined ||
      (param.schema.maxLength !== undefined && param.schema.maxLength < 90);
    const values: { label: string; value: string; refused: boolean; named?: boolean }[] = [];
    if (param.place !== 'header') {
      values.push({ label: 'a NUL character', value: '%00', refused: true, named: true });
      values.push({ label: 'invalid UTF-8', value: '%ED%A0%80', refused: false });
      values.push({ label: 'bad percent-encoding', value: '%ZZ', refused: false });
      values.push({
        label: '90 characters',
        value: 'x'.repeat(90),
        refused: refusesNinety,
        named: refusesNinety,
      });
      // Past the router's limit (100): refused before any route, so no field can be named.
      values.push({ label: '5,000 characters', value: 'x'.repeat(5000), refused: bounded });
      if (types.includes('number')) {
        values.push({ label: '1e308', value: '1e308', refused: true, named: true });
        values.push({ label: 'not a number', value: 'abc', refused: true, named: true });
        values.push({ label: '-1', value: '-1', refused: false });
      }
    } else {
      values.push({
        label: 'latin-1 text',
        value: 'é'.repeat(300),
        refused: bounded,
        named: bounded,
      });
      values.push({ label: 'empty', value: '', refused: false });
      values.push({ label: 'a dot only', value: '.', refused: false });
    }
    if (param.place === 'path')
      values.push({ label: 'dot segments', value: '..%2F..%2Fetc', refused: false });
    for (const { label, value, refused, named } of values) {
      probes.push({
        label: `${param.place} ${param.name}: ${label}`,
        spec: withParam(base, param, value),
        expect: refused ? 'refused' : 'any',
        ...(named ? { names: at } : {}),
      });
    }
  }
  probes.push({
    label: 'a stray query parameter',
    spec: { ...base, query: [...base.query, ['zzz', '1']] },
    expect: 'any',
  });
  return probes;
}

/**
 * Hostile and careless variations of one valid request, from its operation's schemas: wrong
 * types, missing and extra fields, NUL characters and unpaired surrogates, numbers beyond the
 * safe range, hostile depth, oversized bodies, wrong media types and charsets, broken
 * multipart, and odd path, query and header values.
 */
export function probesOf(op: Operation, base: RequestSpec): Probe[] {
  const body = base.body && 'json' in base.body ? base.body.json : undefined;
  return [
    ...paramProbes(op, base),
    ...(op.body ? bodyProbes(op, base, body) : []),
    ...(op.multipart ? multipartProbes(base) : []),
  ];
}
