import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('the inbox an address reaches, for the limits of mails to it', () => {
  it('is one key however the address is spelled', () => {
    for (const spelled of [
      'mona.ali@gmail.com',
      ' Mona.Ali@GMail.com ',
      'monaali+athar@gmail.com',
      'm.o.n.a.a.l.i+2@googlemail.com',
      '"mona.ali"@gmail.com',
      'mona.ali@gmail.com.',
    ])
      expect(mailboxKey(spelled), spelled).toBe('monaali@gmail.com');
    expect(mailboxKey('Karim+tag@Example.org')).toBe('karim@example.org');
  });

  it('drops invisible marks and folds full-width letters, which a mail server may ignore', () => {
    for (const spelled of [
      '\u200Fmona.ali@gmail.com',
      'mona\u200B.ali@gmail.com\u200E',
      '\u202Emona.ali@gmail.com\u202C',
      '\u2066mona.ali\u2069@gmail.com',
      'mona\u00ADali@gmail.com',
      '\uFEFFmona.ali@gmail.com',
      'ｍｏｎａ.ａｌｉ@ｇｍａｉｌ.ｃｏｍ',
      '\u00A0mona.ali@gmail.com\t',
    ])
      expect(mailboxKey(spelled), JSON.stringify(spelled)).toBe('monaali@gmail.com');
  });

  it('writes an Arabic domain the way mail reaches it', () => {
    expect(mailboxKey('Mona@مثال.مصر')).toBe(mailboxKey('mona@xn--mgbh0fb.xn--wgbh1c'));
    expect(mailboxKey('mona@مثال.مصر')).toBe('mona@xn--mgbh0fb.xn--wgbh1c');
  });

  it('keeps the dots where the provider does not drop them, and leaves odd addresses whole', () => {
    expect(mailboxKey('karim.fouad@example.org')).toBe('karim.fouad@example.org');
    expect(mailboxKey('karim.fouad@example.org')).not.toBe(mailboxKey('karimfouad@example.org'));
    expect(mailboxKey('+only@example.org')).toBe('+only@example.org');
    expect(mailboxKey('no-at-sign')).toBe('no-at-sign');
  });
});
