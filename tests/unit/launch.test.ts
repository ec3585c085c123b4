// @vitest-environment node
/** Launch parameters (CONTRACT §3) and legacy hash links (CONTRACT §2). */
import { describe, expect, it } from 'vitest';
import { routePaths } from '../../renderer/contract/routeTable.ts';
import { LAUNCH_KEYS } from '../../renderer/contract/launch.ts';
import { captureLaunchParams, launchParamsFrom, trackingParams } from '../../renderer/runtime/launch/launchParams.ts';
import { legacyHashTarget } from '../../renderer/browser/legacyHash.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';

const CONTRACT_KEYS = [
  'deviceId',
  'appMarket',
  'appVersion',
  'token',
  'appType',
  'deviceName',
  'osVersion',
  'gid',
  'platform',
  'session',
  'userId',
  'merchantNumber',
  'languageType',
  'influence',
  'ii',
  'limitless',
  'seem',
  'space',
  'biotechnology',
  'cultural',
  'approaches',
];

describe('captureLaunchParams', () => {
  it('knows exactly the keys of CONTRACT §3', () => {
    expect([...LAUNCH_KEYS].sort()).toEqual([...CONTRACT_KEYS].sort());
  });

  /** Credentials (token, session), the person (userId) and the device (deviceId, gid, deviceName). */
  const IDENTIFYING = ['token', 'session', 'userId', 'deviceId', 'gid', 'deviceName'];

  it('reads every key, stores them for the session and takes every identifying one out of the address', () => {
    const query = new URLSearchParams(CONTRACT_KEYS.map((key) => [key, `${key}-1`]));
    query.set('productId', '3');
    const storage = memoryStorage();
    const { params, cleanedUrl } = captureLaunchParams({
      url: new URL(`http://localhost:3000/loanDetails?${query}#top`),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(params).toEqual(Object.fromEntries(CONTRACT_KEYS.map((key) => [key, `${key}-1`])));
    expect(JSON.parse(storage.getItem('launchParams')!)).toEqual(params);

    expect(cleanedUrl).not.toBeNull();
    const cleaned = new URL(cleanedUrl!, 'http://localhost:3000');
    expect(cleaned.pathname).toBe('/loanDetails');
    expect(cleaned.hash).toBe('#top');
    for (const key of IDENTIFYING) expect(cleaned.searchParams.has(key), key).toBe(false);
    const kept = CONTRACT_KEYS.filter((key) => !IDENTIFYING.includes(key));
    for (const key of kept) expect(cleaned.searchParams.get(key), key).toBe(`${key}-1`);
    expect(cleaned.searchParams.get('productId')).toBe('3');
  });

  it('leaves the address alone when it holds nothing identifying', () => {
    const result = captureLaunchParams({
      url: new URL('http://localhost:3000/loanDetails?appVersion=3&languageType=1&influence=i'),
      storage: memoryStorage(),
      merchantNumberFallback: 'KD0001',
    });
    expect(result.cleanedUrl).toBeNull();
  });

  it.each(IDENTIFYING)('takes %s out of the address even when it comes alone, and keeps it for the gateway', (key) => {
    const storage = memoryStorage();
    const result = captureLaunchParams({
      url: new URL(`http://localhost:3000/walletRepay?orderId=1&${key}=v`),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(result.cleanedUrl).toBe('/walletRepay?orderId=1');
    expect(result.params[key as keyof typeof result.params]).toBe('v');
    expect(JSON.parse(storage.getItem('launchParams')!)).toMatchObject({ [key]: 'v' });
  });

  it('keeps the stored set on a reload whose address lost the token, and merges a later load with the same token key by key', () => {
    const storage = memoryStorage();
    const first = captureLaunchParams({
      url: new URL('http://localhost:3000/a?token=t1&session=s1&deviceId=d1&languageType=1'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(first.params).toMatchObject({ token: 't1', session: 's1', deviceId: 'd1', languageType: '1' });

    const reload = captureLaunchParams({
      url: new URL('http://localhost:3000/a?deviceId=d1&languageType=1'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(reload.params).toMatchObject({ token: 't1', session: 's1', deviceId: 'd1', languageType: '1' });
    expect(reload.newLaunch).toBe(false);

    const later = captureLaunchParams({
      url: new URL('http://localhost:3000/b?token=t1&session=s1&influence=i2'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(later.params).toEqual({
      token: 't1',
      session: 's1',
      deviceId: 'd1',
      languageType: '1',
      influence: 'i2',
      merchantNumber: 'KD0001',
    });
    expect(later.newLaunch).toBe(false);
    expect(JSON.parse(storage.getItem('launchParams')!)).toMatchObject({ token: 't1', session: 's1', influence: 'i2' });
  });

  it("a new token replaces the stored set as a whole: nothing of the previous borrower's launch stays", () => {
    const storage = memoryStorage();
    const first = captureLaunchParams({
      url: new URL('http://localhost:3000/a?token=A&session=sA&userId=uA&deviceId=d1&gid=g1&languageType=1'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    const next = captureLaunchParams({
      url: new URL('http://localhost:3000/a?token=B&deviceId=d1'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(next.params).toEqual({ token: 'B', deviceId: 'd1', merchantNumber: 'KD0001' });
    expect([first.newLaunch, next.newLaunch]).toEqual([true, true]);
    expect(JSON.parse(storage.getItem('launchParams')!)).toEqual({ token: 'B', deviceId: 'd1' });

    // B's reload, its token gone from the address, keeps B's set.
    const reload = captureLaunchParams({
      url: new URL('http://localhost:3000/a'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(reload.params).toEqual({ token: 'B', deviceId: 'd1', merchantNumber: 'KD0001' });
    expect(reload.newLaunch).toBe(false);
  });

  it("another userId and session with no token is another borrower: A's token does not stay beside B's ids", () => {
    const storage = memoryStorage();
    captureLaunchParams({
      url: new URL('http://localhost:3000/a?token=A&session=sA&userId=uA&deviceId=d1&languageType=1'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    const next = captureLaunchParams({
      url: new URL('http://localhost:3000/a?userId=uB&session=sB'),
      storage,
      merchantNumberFallback: 'KD0001',
    });
    expect(next.newLaunch).toBe(true);
    expect(next.params).toEqual({ userId: 'uB', session: 'sB', merchantNumber: 'KD0001' });
    expect(JSON.parse(storage.getItem('launchParams')!)).toEqual({ userId: 'uB', session: 'sB' });
  });

  it.each(IDENTIFYING)(
    'a launch that changes %s alone is a new launch, and drops the rest of the previous one',
    (key) => {
      const storage = memoryStorage();
      captureLaunchParams({
        url: new URL(
          'http://localhost:3000/a?token=A&session=sA&userId=uA&deviceId=dA&gid=gA&deviceName=nA&languageType=1',
        ),
        storage,
        merchantNumberFallback: 'KD0001',
      });
      const next = captureLaunchParams({
        url: new URL(`http://localhost:3000/a?${key}=other`),
        storage,
        merchantNumberFallback: 'KD0001',
      });
      expect(next.newLaunch).toBe(true);
      expect(next.params).toEqual({ [key]: 'other', merchantNumber: 'KD0001' });
      // The same value again is no change: a reload of the same launch merges.
      const same = captureLaunchParams({
        url: new URL(`http://localhost:3000/a?${key}=other&languageType=1`),
        storage,
        merchantNumberFallback: 'KD0001',
      });
      expect(same.newLaunch).toBe(false);
      expect(same.params).toEqual({ [key]: 'other', languageType: '1', merchantNumber: 'KD0001' });
    },
  );

  it("falls back to the deployment's merchant number, and a launch value wins over it", () => {
    expect(
      captureLaunchParams({
        url: new URL('http://localhost:3000/a'),
        storage: memoryStorage(),
        merchantNumberFallback: 'KD0001',
      }).params.merchantNumber,
    ).toBe('KD0001');
    expect(
      captureLaunchParams({
        url: new URL('http://localhost:3000/a?merchantNumber=M9'),
        storage: memoryStorage(),
        merchantNumberFallback: 'KD0001',
      }).params.merchantNumber,
    ).toBe('M9');
  });

  it('ignores unknown keys and junk in storage, and works with no storage at all', () => {
    const storage = memoryStorage({ launchParams: JSON.stringify({ token: 't', evil: 'x', deviceId: 5 }) });
    expect(
      captureLaunchParams({ url: new URL('http://localhost:3000/a'), storage, merchantNumberFallback: 'M' }).params,
    ).toEqual({ token: 't', merchantNumber: 'M' });
    const broken = memoryStorage({ launchParams: '{not json' });
    expect(
      captureLaunchParams({
        url: new URL('http://localhost:3000/a?gid=1'),
        storage: broken,
        merchantNumberFallback: 'M',
      }).params,
    ).toEqual({ gid: '1', merchantNumber: 'M' });
    expect(
      captureLaunchParams({
        url: new URL('http://localhost:3000/a?gid=1&token=t'),
        storage: undefined,
        merchantNumberFallback: 'M',
      }).params,
    ).toEqual({ gid: '1', token: 't', merchantNumber: 'M' });
  });

  it('treats empty values as absent', () => {
    expect(launchParamsFrom(new URLSearchParams('token=&deviceId=d'))).toEqual({ deviceId: 'd' });
  });

  it('trackingParams keeps only the tracking set', () => {
    expect(trackingParams({ token: 't', session: 's', influence: 'i', approaches: '7', userId: 'u' })).toEqual({
      influence: 'i',
      approaches: '7',
    });
  });
});

describe('legacyHashTarget', () => {
  const defaults = routePaths();
  const pathOf = (key: keyof typeof defaults) => defaults[key];
  const target = (href: string, of = pathOf) => legacyHashTarget(new URL(href), of);

  it('turns old hash links into paths with the same query', () => {
    expect(target('http://h/#/borrowDetail/?productId=3&orderId=10174')).toBe('/loanDetails?productId=3&orderId=10174');
    expect(target('http://h/#/borrowDetail?orderId=1')).toBe('/loanDetails?orderId=1');
    expect(target('http://h/#/alipayrepayment?orderId=1&amount=500')).toBe('/walletRepay?orderId=1&amount=500');
    expect(target('http://h/#/downloadTemplate?id=9')).toBe('/promotion/download?id=9');
    expect(target('http://h/#/agreementTemplate?id=9')).toBe('/promotion/agreement?id=9');
    expect(target('http://h/#/agreementTemplate')).toBe('/promotion/agreement');
  });

  it('merges the hash query over a real query', () => {
    expect(target('http://h/?lang=id&orderId=0#/borrowDetail/?orderId=5')).toBe('/loanDetails?lang=id&orderId=5');
  });

  it("follows a deployment's renamed paths", () => {
    const renamed = routePaths({ loanDetails: '/detail', walletRepay: '/wallet', promotionDownload: '/get-app' });
    const of = (key: keyof typeof renamed) => renamed[key];
    expect(target('http://h/#/borrowDetail/?orderId=1', of)).toBe('/detail?orderId=1');
    expect(target('http://h/#/alipayrepayment?orderId=1', of)).toBe('/wallet?orderId=1');
    expect(target('http://h/#/downloadTemplate', of)).toBe('/get-app');
  });

  it('is null for any other hash', () => {
    for (const href of [
      'http://h/',
      'http://h/#top',
      'http://h/#/',
      'http://h/#/loanDetails?orderId=1',
      'http://h/#/borrowDetail/extra',
      'http://h/#/downloadtemplate',
    ]) {
      expect(target(href), href).toBeNull();
    }
  });

  it('is null for names of Object.prototype members', () => {
    for (const href of ['http://h/#/constructor', 'http://h/#/__proto__', 'http://h/#/toString?x=1']) {
      expect(target(href), href).toBeNull();
    }
  });
});
