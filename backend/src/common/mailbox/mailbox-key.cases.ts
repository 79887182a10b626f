/**
 * [address, its mailbox key]: the cases of mailboxKey's unit test, and those its SQL twin mailbox_key()
 * is checked against (test/attacks.api-spec.ts, 'Attack 3').
 */
export const MAILBOX_KEY_CASES: ReadonlyArray<readonly [string, string]> = [
  ['gvictim@gmail.com', 'gvictim@gmail.com'],
  ['GVictim@Gmail.COM', 'gvictim@gmail.com'],
  ['g.victim@gmail.com', 'gvictim@gmail.com'],
  ['g.v.i.c.t.i.m@gmail.com', 'gvictim@gmail.com'],
  ['gvictim+1@gmail.com', 'gvictim@gmail.com'],
  ['gvictim+8@gmail.com', 'gvictim@gmail.com'],
  ['g.victim+svatba+2@googlemail.com', 'gvictim@gmail.com'],
  ['gvictim@googlemail.com', 'gvictim@gmail.com'],
  [' gvictim@gmail.com ', 'gvictim@gmail.com'],
  // Sub-addressing on every domain; dots count outside Gmail.
  ['jana+svatba@seznam.cz', 'jana@seznam.cz'],
  ['Jana.Novakova+poptavka@Example.cz', 'jana.novakova@example.cz'],
  ['jana.novakova@example.cz', 'jana.novakova@example.cz'],
  ['jananovakova@example.cz', 'jananovakova@example.cz'],
  // A local part that is only a tag keeps it (no empty key shared by every such address).
  ['+tag@example.cz', '+tag@example.cz'],
  // Gmail's rule is for Gmail only.
  ['g.victim@gmail.cz', 'g.victim@gmail.cz'],
  ['g.victim@mail.gmail.com', 'g.victim@mail.gmail.com'],
  // Erased contacts keep an empty address.
  ['', ''],
];
