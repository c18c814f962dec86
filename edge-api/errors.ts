import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  quota_exceeded: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  provider_error: 502,
  unavailable: 503,
  provider_timeout: 504,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/**
 * The one error type services throw. `app.onError` turns it into `{ message, ...extra }` with the
 * code's status; anything else becomes a generic 500 and is logged, never shown.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}
