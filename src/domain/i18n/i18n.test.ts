import { describe, expect, it } from 'vitest';
import { errorCatalogue, fieldReasons, successMessages } from '../errors';
import { keysOf, resolveLocale, serverDictionaries, translate } from './index';

// Completeness across languages and namespaces: src/locales/locales.test.ts.
describe('the namespaces the server uses (common and server)', () => {
  const english = new Set(keysOf(serverDictionaries.en));

  it('has a message for every catalogued error, success message and field reason', () => {
    for (const key of Object.keys(errorCatalogue)) expect(english.has(`errors.${key}`), key).toBe(true);
    for (const key of successMessages) expect(english.has(`messages.${key}`), key).toBe(true);
    for (const key of fieldReasons) expect(english.has(`errors.validation.${key}`), key).toBe(true);
  });
});

describe('translate and resolveLocale', () => {
  it('interpolates parameters and falls back to English then to the key', () => {
    expect(translate('en', 'errors.login_locked', { minutes: 15 })).toBe('Too many failed attempts. Please try again in 15 minutes.');
    expect(translate('ar', 'errors.login_locked', { minutes: 15 })).toContain('15');
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
  });
  it('picks the first supported language', () => {
    expect(resolveLocale(undefined, 'ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(resolveLocale('zh', 'ar')).toBe('zh');
    expect(resolveLocale('fr', 'de-DE')).toBe('en');
    expect(resolveLocale('ja-JP')).toBe('ja');
  });
});

describe('counted strings', () => {
  it('pick the plural form of the language, as i18next does', () => {
    expect(translate('en', 'header.unread', { count: 1 })).toBe('1 unread message');
    expect(translate('en', 'header.unread', { count: 3 })).toBe('3 unread messages');
    expect(translate('ar', 'header.unread', { count: 0 })).toBe('لا رسائل غير مقروءة');
    expect(translate('ar', 'header.unread', { count: 2 })).toBe('رسالتان غير مقروءتين');
    expect(translate('ar', 'header.unread', { count: 5 })).toBe('5 رسائل غير مقروءة');
    expect(translate('ar', 'header.unread', { count: 11 })).toBe('11 رسالة غير مقروءة');
    expect(translate('ja', 'header.unread', { count: 1 })).toBe('未読メッセージ 1 件');
  });
});
