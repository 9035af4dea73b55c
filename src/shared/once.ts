/**
 * The value `make` returns, made by the first call and kept: for what a start need not build
 * (an ajv instance compiles its meta-schemas, ~15 ms each).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
