import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, loginDelaySeconds, tooManyAttemptsMessage } from './login-throttle.js';

describe('loginDelaySeconds', () => {
  it('lets the free failures pass, then doubles from one second up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => loginDelaySeconds(n, 5))).toEqual([0, 0, 0, 0, 1, 2, 4, 8]);
    expect(loginDelaySeconds(14, 5)).toBe(512);
    expect(loginDelaySeconds(15, 5)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
    expect(loginDelaySeconds(1000, 5)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('speaks in seconds for short waits and in minutes for long ones', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    expect(tooManyAttemptsMessage(16)).toBe('Too many failed sign-in attempts. Please try again in 16 seconds.');
    expect(tooManyAttemptsMessage(120)).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(899)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });
});
