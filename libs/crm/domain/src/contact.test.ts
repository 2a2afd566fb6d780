import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact';
import { CRM_MESSAGES, contactUpdateErrorMessage } from './crm-messages';

const messages = (input: Record<string, string>) => contactFormSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('contactFormSchema', () => {
  it('needs Full Name and Phone Number', () => {
    expect(messages({ full_name: ' ', phone_number: '', email: '' })).toEqual(['Full Name is required', 'Phone Number is required']);
  });

  it('email is optional (stored as null) but must be an email', () => {
    expect(contactFormSchema.parse({ full_name: 'Sara', phone_number: '0501234567', email: '' }).email).toBeNull();
    expect(messages({ full_name: 'Sara', phone_number: '0501234567', email: 'sara@' })).toEqual(['Please enter a valid email address']);
  });

  it('refuses a number with letters', () => {
    expect(messages({ full_name: 'Sara', phone_number: 'call me', email: '' })).toEqual(['Please enter a valid phone number']);
  });

  it('refuses a number of no sensible length, and takes Arabic-Indic digits and other layouts', () => {
    expect(messages({ full_name: 'Sara', phone_number: '050 123', email: '' })).toEqual(['Please enter a valid phone number']);
    for (const phone of ['\u0660\u0665\u0660\u0667\u0666\u0665\u0664\u0663\u0662\u0661', '050/765/4321', '971507654321']) {
      expect(messages({ full_name: 'Sara', phone_number: phone, email: '' })).toEqual([]);
    }
  });
});

describe('contactUpdateErrorMessage', () => {
  it('23505 says the number exists', () => {
    expect(contactUpdateErrorMessage({ code: '23505', message: 'duplicate key' })).toBe(
      'A contact with this phone number already exists. Please use a different phone number.',
    );
  });

  it('anything else is a plain failure', () => {
    expect(contactUpdateErrorMessage(new Error('boom'))).toBe('Failed to update contact');
    expect(CRM_MESSAGES.contactSaved).toBe('Contact saved successfully');
  });
});
