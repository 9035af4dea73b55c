/** One thing wrong with a definition: the file, where in it (JSON pointer), and what. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}
