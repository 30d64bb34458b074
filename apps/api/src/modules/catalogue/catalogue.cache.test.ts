import { describe, expect, it } from 'vitest';
import { TtlCache } from './catalogue.cache.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('TtlCache (public catalogue answers, on lru-cache)', () => {
  it('reuses an answer within its time and loads again after', async () => {
    const cache = new TtlCache(40);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    await sleep(60);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(10);
      return 'x';
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      'x',
      'x',
      'x',
    ]);
    expect(loads).toBe(1);
  });

  it('never keeps a failure', async () => {
    const cache = new TtlCache(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    await sleep(0);
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('drops the oldest entries past its size, and does nothing with no time', async () => {
    const cache = new TtlCache(1000, 2);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    expect(cache.size).toBe(2);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(1);
    const off = new TtlCache(0);
    await off.get('k', async () => 1);
    expect(await off.get('k', async () => 2)).toBe(2);
    expect(off.size).toBe(0);
  });

  it('peek gives a settled, unexpired answer without loading; an alias answers the same and expires with it', async () => {
    const cache = new TtlCache(60);
    let resolve: (value: string) => void = () => {};
    const pending = cache.get('k', () => new Promise<string>((r) => (resolve = r)));
    expect(cache.peek('k')).toBeUndefined();
    // Nothing to name yet while the load is under way.
    cache.alias('url:/a', 'k');
    expect(cache.peek('url:/a')).toBeUndefined();
    resolve('answer');
    await pending;
    cache.alias('url:/a', 'k');
    expect(cache.peek('k')).toBe('answer');
    expect(cache.peek('url:/a')).toBe('answer');
    expect(await cache.get('url:/a', async () => 'loaded again')).toBe('answer');
    cache.alias('url:/b', 'missing');
    expect(cache.peek('url:/b')).toBeUndefined();

    await sleep(80);
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.peek('url:/a')).toBeUndefined();
  });

  it('forgets aliases with everything else on clear, keeps none with no time, and never peeks a failure', async () => {
    const cache = new TtlCache(1000);
    await cache.get('k', async () => 'answer');
    cache.alias('url:/a', 'k');
    cache.clear();
    expect(cache.peek('url:/a')).toBeUndefined();

    await expect(cache.get('bad', async () => Promise.reject(new Error('404')))).rejects.toThrow();
    cache.alias('url:/bad', 'bad');
    expect(cache.peek('bad')).toBeUndefined();
    expect(cache.peek('url:/bad')).toBeUndefined();

    const off = new TtlCache(0);
    await off.get('k', async () => 'answer');
    off.alias('url:/a', 'k');
    expect(off.peek('url:/a')).toBeUndefined();
  });

  it('getStale answers an entry past its time at once while it loads again, then the new one', async () => {
    const cache = new TtlCache(200);
    let loads = 0;
    let release: () => void = () => {};
    const load = async () => {
      loads++;
      if (loads > 1) await new Promise<void>((r) => (release = r));
      return `render ${loads}`;
    };
    expect(await cache.getStale('page', load)).toBe('render 1');
    await sleep(250);
    // Past its time: the old page at once, one render in the background for any number of visitors.
    expect(await cache.getStale('page', load)).toBe('render 1');
    expect(await cache.getStale('page', load)).toBe('render 1');
    expect(loads).toBe(2);
    release();
    await sleep(0);
    expect(await cache.getStale('page', load)).toBe('render 2');
    expect(loads).toBe(2);
  });

  it('getStale keeps the old entry when loading again fails, and tries again on the next call', async () => {
    const cache = new TtlCache(200);
    expect(await cache.getStale('page', async () => 'old')).toBe('old');
    await sleep(250);
    let tries = 0;
    const failing = async () => {
      tries++;
      throw new Error('render failed');
    };
    expect(await cache.getStale('page', failing)).toBe('old');
    await sleep(0);
    expect(await cache.getStale('page', failing)).toBe('old');
    expect(tries).toBe(2);
  });

  it('getStale waits for a new load when the entry is more than one interval past its time', async () => {
    const cache = new TtlCache(40);
    await cache.getStale('page', async () => 'long ago');
    await sleep(100);
    expect(await cache.getStale('page', async () => 'now')).toBe('now');
  });

  it('getStale answers nothing old after a catalogue change (clear)', async () => {
    const cache = new TtlCache(200);
    await cache.getStale('page', async () => 'before');
    await sleep(250);
    cache.clear();
    expect(await cache.getStale('page', async () => 'after')).toBe('after');
  });
});
