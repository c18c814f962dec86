import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { sendRefusal } from './chat.api';

describe("the send helper's messages", () => {
  it("says 'Message limit reached' for a 403 whose body has no message", () => {
    const refusal = sendRefusal(new ApiError(403, '403: {}', { limitReached: true }, 'Forbidden'));
    expect(refusal.message).toBe('Message limit reached');
    expect(refusal.body).toEqual({ limitReached: true });
  });

  it("says 'Error {status}: {statusText}' for any other refusal without a message", () => {
    expect(sendRefusal(new ApiError(500, '500: Internal Server Error', null, 'Internal Server Error')).message).toBe(
      'Error 500: Internal Server Error',
    );
  });

  it("keeps the server's own message when it sent one", () => {
    const body = { message: 'Too many messages in a minute' };
    expect(sendRefusal(new ApiError(429, `429: ${JSON.stringify(body)}`, body, 'Too Many Requests')).message).toBe(
      'Too many messages in a minute',
    );
  });
});
