import { useState } from 'react';
import type { StoredFile } from '../../src/shared/api/records';
import type { RecordFormContext } from '../form-context';

/**
 * Uploads picked files through `context.uploadFile`, keeping what the input shows meanwhile:
 * whether an upload runs, and the problem (a refusal before uploading, or the failure).
 */
export function useUpload(context: RecordFormContext) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** The stored files, or undefined when refused (`refusal`) or failed. */
  async function upload(
    picked: File[],
    refusal: string | null | undefined,
  ): Promise<StoredFile[] | undefined> {
    if (refusal) {
      setProblem(refusal);
      return undefined;
    }
    setProblem(null);
    setUploading(true);
    try {
      return await Promise.all(picked.map((file) => context.uploadFile(file)));
    } catch (error) {
      setProblem(`Upload failed: ${error instanceof Error ? error.message : 'try again'}.`);
      return undefined;
    } finally {
      setUploading(false);
    }
  }

  return { uploading, problem, upload };
}
