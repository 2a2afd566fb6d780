import { describe, expect, it } from 'vitest';
import { conflictBody, conflictTitle, editingTitle, presenceBannerText } from './presence-texts';

describe('the presence banner', () => {
  it('names the other people, worded for one, two, three and more', () => {
    expect(presenceBannerText([])).toBeNull();
    expect(presenceBannerText(['Omar Haddad'])).toBe('Omar Haddad is also on this inspection');
    expect(presenceBannerText(['Omar Haddad', 'Sara Ali'])).toBe('Omar Haddad and Sara Ali are also on this inspection');
    expect(presenceBannerText(['Omar Haddad', 'Sara Ali', 'Lina Saad'])).toBe('Omar Haddad, Sara Ali and Lina Saad are also on this inspection');
    expect(presenceBannerText(['Omar Haddad', 'Sara Ali', 'Lina Saad', 'Ravi Menon'])).toBe('Omar Haddad, Sara Ali and 2 others are also on this inspection');
  });

  it('calls a person without a name someone else', () => {
    expect(presenceBannerText([' '])).toBe('Someone else is also on this inspection');
  });
});

describe('the choices', () => {
  it('warns before editing beside someone who is', () => {
    expect(editingTitle(['Omar Haddad'])).toBe('Omar Haddad is editing this inspection');
    expect(editingTitle(['Omar Haddad', 'Sara Ali'])).toBe('Omar Haddad and Sara Ali are editing this inspection');
  });

  it('names who changed the same answers, and what', () => {
    expect(conflictTitle('Omar Haddad')).toBe('Omar Haddad changed the same answers');
    expect(conflictTitle('')).toBe('Someone else changed the same answers');
    expect(conflictBody('Omar Haddad', ['tyres'])).toBe('Omar Haddad saved a different version of an answer you changed. Keep theirs, or overwrite them with yours?');
    expect(conflictBody('Omar Haddad', ['a', 'b', '$marks'])).toBe(
      'Omar Haddad saved a different version of 2 answers you changed and the car parts you marked. Keep theirs, or overwrite them with yours?',
    );
    expect(conflictBody('Omar Haddad', ['$marks'])).toBe('Omar Haddad saved a different version of the car parts you marked. Keep theirs, or overwrite them with yours?');
  });
});
