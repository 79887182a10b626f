import { deviceLabel, endpointAllowed, newRequestsText, PUSH_NOTICE_KINDS, pushPayload } from './push-rules';

describe('push rules', () => {
  it('names devices in Czech from the user agent', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe(
      'Chrome na Androidu',
    );
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe(
      'Safari na iPhonu',
    );
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(
      'Edge na Windows',
    );
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox na Macu');
    expect(deviceLabel(undefined)).toBe('Neznámé zařízení');
  });

  it('posts only to the listed push services, over https (plain http on this machine outside production)', () => {
    const hosts = ['fcm.googleapis.com', 'push.apple.com', 'localhost'];
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', hosts, true)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QGx', hosts, true)).toBe(true);
    expect(endpointAllowed('https://evilpush.apple.com.example.org/x', hosts, true)).toBe(false);
    expect(endpointAllowed('https://notpush.apple.com@attacker.example/x', hosts, true)).toBe(false);
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc', hosts, false)).toBe(false);
    expect(endpointAllowed('http://localhost:8090/notify/abc', hosts, false)).toBe(true);
    expect(endpointAllowed('http://localhost:8090/notify/abc', hosts, true)).toBe(false);
    expect(endpointAllowed('není adresa', hosts, false)).toBe(false);
  });

  it('counts new requests in Czech', () => {
    expect(newRequestsText(1)).toBe('1 nová poptávka ve vašem oboru');
    expect(newRequestsText(3)).toBe('3 nové poptávky ve vašem oboru');
    expect(newRequestsText(5)).toBe('5 nových poptávek ve vašem oboru');
  });

  it('gives every notice a fixed Czech title, the link and a tag', () => {
    for (const kind of PUSH_NOTICE_KINDS) {
      const payload = pushPayload(kind, '/dashboard', 2);
      expect(payload.title).not.toBe('');
      expect(payload.url).toBe('/dashboard');
      expect(Object.keys(payload).sort()).toEqual(['body', 'tag', 'title', 'url']);
    }
  });
});
