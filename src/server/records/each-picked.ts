import { AppError } from '../http/app-error';

/**
 * Runs `act` on each record picked for a bulk action, in order, inside the caller's
 * transaction: the first refusal names the record's place (`/ids/<n>`) and, the transaction
 * rolled back, nothing is changed.
 */
export async function eachPicked(
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    try {
      await act(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const at = `/ids/${index}`;
      const fields = error.extra.fields?.map((field) => ({ ...field, path: `${at}${field.path}` }));
      throw new AppError(error.code, `Record ${index + 1} of ${ids.length}: ${error.message}`, {
        fields: fields ?? [{ path: at, message: error.message }],
      });
    }
  }
}
