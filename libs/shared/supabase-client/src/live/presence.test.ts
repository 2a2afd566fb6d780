import { describe, expect, it } from 'vitest';
import { presencePeers, samePeers } from './presence';

const meta = (userId: string, name: string, editing = false) => ({ userId, name, editing, presence_ref: `${userId}-${name}` });

describe('presencePeers', () => {
  it('lists the other people once each, by name, leaving out my own tabs', () => {
    const peers = presencePeers(
      { a: [meta('me', 'Me')], b: [meta('u2', 'Sara Ali')], c: [meta('u1', 'Omar Haddad')], d: [meta('me', 'Me')] },
      'me',
    );
    expect(peers).toEqual([
      { userId: 'u1', name: 'Omar Haddad', editing: false },
      { userId: 'u2', name: 'Sara Ali', editing: false },
    ]);
  });

  it('makes a person with two tabs editing when either tab is', () => {
    const peers = presencePeers({ a: [meta('u1', 'Omar Haddad')], b: [meta('u1', 'Omar Haddad', true)] }, 'me');
    expect(peers).toEqual([{ userId: 'u1', name: 'Omar Haddad', editing: true }]);
  });

  it('ignores entries without a user and trims names', () => {
    expect(presencePeers({ a: [{ name: 'Nobody' }], b: [meta('u1', '  Omar Haddad ')] }, 'me')).toEqual([
      { userId: 'u1', name: 'Omar Haddad', editing: false },
    ]);
  });
});

describe('samePeers', () => {
  it('compares who and whether editing', () => {
    const one = [{ userId: 'u1', name: 'Omar Haddad', editing: false }];
    expect(samePeers(one, [{ ...one[0] }])).toBe(true);
    expect(samePeers(one, [{ ...one[0], editing: true }])).toBe(false);
    expect(samePeers(one, [])).toBe(false);
  });
});
