import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Fragments } from '../../shared/forms/bundle';

/** One definition file as found on disk: where it is and what it parsed to. */
export interface DefinitionFile {
  /** Path relative to the schemas folder, e.g. "utility/gender.json". */
  file: string;
  json: unknown;
  /** Set when the file is not valid JSON. */
  parseError?: string;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function parse(path: string): { json: unknown; parseError?: string } {
  try {
    return { json: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { json: null, parseError: (error as Error).message };
  }
}

/**
 * Reads `schemas/`: every `*.json` outside `_meta/` and `_defs/` is a definition; `_defs/x.json`
 * is the fragment `#/$defs/x`.
 */
export function readDefinitionFiles(dir: string): {
  definitions: DefinitionFile[];
  fragments: Fragments;
  fragmentErrors: DefinitionFile[];
} {
  const definitions: DefinitionFile[] = [];
  const fragments: Fragments = {};
  const fragmentErrors: DefinitionFile[] = [];
  for (const path of jsonFiles(dir)) {
    const file = relative(dir, path);
    if (file.startsWith('_meta/')) continue;
    const parsed = parse(path);
    if (file.startsWith('_defs/')) {
      if (parsed.parseError) fragmentErrors.push({ file, ...parsed });
      else
        fragments[file.slice('_defs/'.length, -'.json'.length)] = parsed.json as Fragments[string];
    } else {
      definitions.push({ file, ...parsed });
    }
  }
  return { definitions, fragments, fragmentErrors };
}
