/**
 * A refusal the domain raises (DESIGN: one error shape): a stable `code` the caller reads, the
 * values its wording names (`params`), and per-field codes (field-messages.ts) for forms that
 * show errors next to the field. It names no HTTP status: whoever answers maps the code, the API in
 * its one table (error-statuses.ts, decision 0058).
 */
export class DomainError extends Error {
  readonly code: string;
  readonly params: Record<string, string>;
  /** Field name -> field error code, for forms that show errors per field. */
  readonly fields?: Record<string, string>;

  constructor(code: string, params: Record<string, string> = {}, fields?: Record<string, string>) {
    super(code);
    this.code = code;
    this.params = params;
    this.fields = fields;
    this.name = 'DomainError';
  }

  /**
   * The status the API answers this code with, read from the table the API installed
   * (`answerCodesWith`); undefined before it did. Callers that test a refusal by its status, as
   * the web app's server actions do (decision 0006), see the API's answer.
   */
  get status(): number | undefined {
    return statusOfCode(this.code);
  }
}

let statusOfCode: (code: string) => number | undefined = () => undefined;

/** Installs how a code reads as a status; the API's status table calls it once, when it loads. */
export function answerCodesWith(statusOf: (code: string) => number | undefined): void {
  statusOfCode = statusOf;
}
