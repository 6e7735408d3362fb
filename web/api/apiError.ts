/** An answer of the portal's APIs that is neither success nor an expected refusal. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message = `Request failed with status code ${status}`,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
