/**
 * The gate in front of the handlers: channel, arguments and sender. The handlers here are
 * stand-ins on purpose: what is tested is that bad input never reaches them.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/main/core/api-client';
import type { IpcHandlers } from '../../src/main/core/ipc-handlers';
import { dispatch, dispatchFromFrame, isTrustedSender, toIpcError } from '../../src/main/core/ipc-dispatch';
import { ipcChannels } from '../../src/shared/ipc';

function recordingHandlers(): IpcHandlers & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  const handlers = Object.fromEntries(
    ipcChannels.map((channel) => [
      channel,
      async (args: unknown) => {
        calls.push([channel, args]);
        return { channel };
      },
    ]),
  ) as unknown as IpcHandlers;
  return Object.assign(handlers, { calls });
}

describe('dispatch: arguments', () => {
  it('passes valid arguments, as the schema outputs them, and wraps the result', async () => {
    const handlers = recordingHandlers();
    const response = await dispatch(handlers, 'auth:sendOtp', { channel: 'email', email: '  Admin@Example.ORG ' });
    expect(response).toEqual({ ok: true, value: { channel: 'auth:sendOtp' } });
    expect(handlers.calls).toEqual([['auth:sendOtp', { channel: 'email', email: 'admin@example.org' }]]);
  });

  it('refuses bad arguments with field messages and never calls the handler', async () => {
    const handlers = recordingHandlers();
    expect(await dispatch(handlers, 'auth:sendOtp', { channel: 'mobile', mobile_number: '0501234567' })).toEqual({
      ok: false,
      error: { code: 'validation', message: 'Invalid arguments for auth:sendOtp.', fields: { mobile_number: 'validation.mobileInvalid' } },
    });
    expect(await dispatch(handlers, 'auth:verifyOtp', { otp: '12a4' })).toMatchObject({ ok: false, error: { code: 'validation', fields: { otp: 'validation.otpInvalid' } } });
    expect(await dispatch(handlers, 'auth:verifyOtp', { otp: '1234', token: 'smuggled' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await dispatch(handlers, 'resource:list', { resource: 'users' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await dispatch(handlers, 'link:openExternal', { url: 'x'.repeat(3000) })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await dispatch(handlers, 'session:current', { anything: true })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await dispatch(handlers, 'auth:sendOtp', null)).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(handlers.calls).toEqual([]);
  });

  it('refuses unknown channels, including names inherited from Object.prototype', async () => {
    const handlers = recordingHandlers();
    for (const channel of ['auth:steal', '__proto__', 'constructor', 'toString', '', 42, null, undefined, { toString: () => 'app:config' }]) {
      expect(await dispatch(handlers, channel, undefined)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    }
    expect(handlers.calls).toEqual([]);
  });
});

describe('dispatch: handler failures', () => {
  it('returns an ApiError as its body, status included', async () => {
    const handlers = recordingHandlers();
    handlers['auth:verifyOtp'] = async () => {
      throw new ApiError({ code: 'otp.invalid', message: 'Wrong code', status: 400, fields: { otp: 'otp.invalid' } });
    };
    expect(await dispatch(handlers, 'auth:verifyOtp', { otp: '1234' })).toEqual({
      ok: false,
      error: { code: 'otp.invalid', message: 'Wrong code', status: 400, fields: { otp: 'otp.invalid' } },
    });
  });

  it('accepts thrown plain error bodies', async () => {
    const handlers = recordingHandlers();
    handlers['auth:sendOtp'] = async () => {
      throw { code: 'otp.cooldown', message: 'Wait', retryAfterSeconds: 12, extra: 'dropped' };
    };
    expect(await dispatch(handlers, 'auth:sendOtp', { channel: 'mobile', mobile_number: '971500000001' })).toEqual({
      ok: false,
      error: { code: 'otp.cooldown', message: 'Wait', retryAfterSeconds: 12 },
    });
  });

  it('hides the details of unexpected failures from the renderer and logs them', async () => {
    const handlers = recordingHandlers();
    handlers['app:config'] = async () => {
      throw new TypeError('secret internals at /home/x');
    };
    const logError = vi.fn();
    const response = await dispatch(handlers, 'app:config', undefined, { logError });
    expect(response).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong in the app. Please try again.' } });
    expect(logError).toHaveBeenCalledWith(expect.any(TypeError));
    expect(toIpcError({ code: 'not-a-code', message: 'x' }).code).toBe('internal');
  });
});

describe('sender validation', () => {
  const appOrigin = 'app://backoffice';

  it('trusts the app page at any route', () => {
    expect(isTrustedSender('app://backoffice/', appOrigin)).toBe(true);
    expect(isTrustedSender('app://backoffice/index.html', appOrigin)).toBe(true);
    expect(isTrustedSender('app://backoffice/projects/list?x=1#y', appOrigin)).toBe(true);
    expect(isTrustedSender('APP://BACKOFFICE/', appOrigin)).toBe(true);
  });

  it('refuses every other frame', () => {
    for (const frameUrl of [
      'file:///home/user/index.html',
      'file://backoffice/index.html',
      'https://evil.example/',
      'http://backoffice/',
      'app://other-host/',
      'app://backoffice.evil/',
      'app://evil/backoffice/',
      'app://user:pw@backoffice/',
      'about:blank',
      'data:text/html,hi',
      'devtools://devtools/bundled/inspector.html',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(isTrustedSender(frameUrl, appOrigin), String(frameUrl)).toBe(false);
    }
  });

  it('trusts the dev server origin exactly, when that is the app origin', () => {
    expect(isTrustedSender('http://localhost:5173/login', 'http://localhost:5173')).toBe(true);
    expect(isTrustedSender('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });

  it('never dispatches a message from an untrusted frame', async () => {
    const handlers = recordingHandlers();
    const response = await dispatchFromFrame(handlers, { frameUrl: 'https://evil.example/', appOrigin }, 'auth:logout', undefined);
    expect(response).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await dispatchFromFrame(handlers, { frameUrl: 'app://backoffice/', appOrigin }, 'auth:logout', undefined)).toEqual({ ok: true, value: { channel: 'auth:logout' } });
    expect(handlers.calls).toEqual([['auth:logout', undefined]]);
  });
});
