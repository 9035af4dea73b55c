/** Inputs the engine cannot compute with; the API answers 422 naming `path`. */
export class PayrollInputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayrollInputError';
  }
}
