/** What every call resolves to: the spec's code from `responses[0]` and the validated data. */
export interface ApiAnswer<D> {
  readonly code: number;
  readonly message: string;
  readonly data: D;
}

export function isSuccessCode(code: number): boolean {
  return code >= 200 && code < 300;
}
