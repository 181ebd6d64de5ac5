import { describe, expect, test } from 'vitest';
import { addressesOf, invoiceSendForm } from '../../src/web/features/invoices/send-form';

describe('the Send dialog\'s recipients', () => {
  test('typed separated by commas, semicolons or lines; blanks dropped', () => {
    expect(addressesOf(' a@x.example, b@x.example;\nc@x.example ,, ')).toEqual(['a@x.example', 'b@x.example', 'c@x.example']);
  });

  test('become the request: empty subject and message are the service\'s defaults (null)', () => {
    expect(invoiceSendForm.parse({ to: 'ap@globex.example', cc: '', subject: ' ', message: '' }))
      .toEqual({ to: ['ap@globex.example'], cc: [], subject: null, message: null });
    expect(invoiceSendForm.parse({ to: 'ap@globex.example', cc: null, subject: null, message: null }))
      .toEqual({ to: ['ap@globex.example'], cc: [], subject: null, message: null });
  });

  test.each([
    [{ to: '', cc: '', subject: '', message: '' }, 'to', 'Enter at least one email address'],
    [{ to: 'ap@globex.example, globex', cc: '', subject: '', message: '' }, 'to', '"globex" is not an email address'],
    [{ to: 'ap@globex.example', cc: 'x', subject: '', message: '' }, 'cc', '"x" is not an email address'],
    [{ to: 'ap@globex.example', cc: '', subject: 'Hi\r\nBcc: v@example.com', message: '' }, 'subject', 'One line, please'],
  ])('refuses %o at %s', (values, path, message) => {
    const result = invoiceSendForm.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});
