import { bodyLimit } from 'hono/body-limit';

/**
 * SPEC §5, §9: the largest thing the portal takes is an avatar of at most 1 MB, sent as multipart
 * form data; the allowance covers the form's boundaries and fields. Nothing else comes near.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024 + 64 * 1024;

/** Bodies beyond the limit are refused before anything reads or forwards them. */
export const requestBodyLimitStep = bodyLimit({
  maxSize: REQUEST_BODY_LIMIT_BYTES,
  onError: (c) =>
    c.json(
      { error: 'payload_too_large', message: `Request body over ${REQUEST_BODY_LIMIT_BYTES} bytes` },
      413,
    ),
});
