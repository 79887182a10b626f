import { ForbiddenAddressError, isPublicAddress, resolveTarget } from './address-check';

describe('webhook address check (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.5',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '[::1]',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a name when any of its addresses is private, and keeps the checked address to connect to', async () => {
    const resolver = async (host: string) =>
      host === 'mixed.example'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.7', family: 4 },
          ]
        : [{ address: '2606:4700:4700::1111', family: 6 }];
    await expect(resolveTarget('mixed.example', false, resolver)).rejects.toThrow(ForbiddenAddressError);
    await expect(resolveTarget('mixed.example', false, resolver)).rejects.toThrow('Adresa 10.0.0.7 (mixed.example) není veřejná');
    await expect(resolveTarget('public.example', false, resolver)).resolves.toEqual({ address: '2606:4700:4700::1111', family: 6 });
    // The development switch lifts the address rule only.
    await expect(resolveTarget('mixed.example', true, resolver)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('checks address literals without asking DNS, and resolves localhost to a refused loopback', async () => {
    const never = async () => {
      throw new Error('DNS asked');
    };
    await expect(resolveTarget('169.254.169.254', false, never)).rejects.toThrow('169.254.169.254');
    await expect(resolveTarget('[::1]', false, never)).rejects.toThrow(ForbiddenAddressError);
    await expect(resolveTarget('127.0.0.1', true, never)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveTarget('localhost', false)).rejects.toThrow(ForbiddenAddressError);
  });
});
