// A session owns its work's controllers and its caches: its end aborts the work under way, an ended
// session starts nothing, and a new session (a new run, a newer plan) ends the one it replaces.
import { describe, expect, it } from 'vitest';
import { Session, Sessions } from './session';

/** Work that runs until its signal aborts, and says with what. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<unknown>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));

describe('a session', () => {
  it('aborts its work under way when it ends, with the reason given, and its own signal too', async () => {
    const session = new Session({});
    const reason = new DOMException('A new run began', 'AbortError');
    const first = session.run(untilAborted);
    const second = session.run(untilAborted);
    expect(session.busy).toBe(true);
    session.dispose(reason);
    await expect(first).rejects.toBe(reason);
    await expect(second).rejects.toBe(reason);
    expect(session.signal.reason).toBe(reason);
    expect(session.ended).toBe(true);
    expect(session.busy).toBe(false);
  });

  it('refuses new work once it has ended', async () => {
    const session = new Session({});
    session.dispose();
    let started = false;
    await expect(session.run(async () => void (started = true))).rejects.toThrow('The session has ended');
    expect(started).toBe(false);
  });

  it('cancels its work under way and goes on', async () => {
    const session = new Session({});
    const work = session.run(untilAborted);
    session.cancel(new DOMException('Generation cancelled', 'AbortError'));
    await expect(work).rejects.toThrow('Generation cancelled');
    expect(session.ended).toBe(false);
    await expect(session.run(async () => 'made')).resolves.toBe('made');
  });
});

describe('the sessions of one kind', () => {
  const fresh = (before: { count: number } | null) => ({ count: (before?.count ?? 0) + 1 });

  it('end the current session when a new one starts, and only then', async () => {
    const sessions = new Sessions(fresh);
    const last = sessions.current;
    const work = last.run(untilAborted);
    const next = sessions.open();
    // Opened, not started: the last run is still the current one, its work and caches intact.
    expect(sessions.current).toBe(last);
    expect(last.ended).toBe(false);
    sessions.start(next, new DOMException('A new run began', 'AbortError'));
    await expect(work).rejects.toThrow('A new run began');
    expect(last.ended).toBe(true);
    expect(sessions.current).toBe(next);
    expect(next.cache).toEqual({ count: 2 });
  });

  it('drop a session opened and never started, and keep the current one', () => {
    const sessions = new Sessions(fresh);
    const last = sessions.current;
    const next = sessions.open();
    sessions.drop(next);
    expect(next.ended).toBe(true);
    expect(sessions.current).toBe(last);
    expect(() => sessions.start(next)).toThrow('Only the session opened last can start.');
  });

  it('leave a started session current when it is dropped', () => {
    const sessions = new Sessions(fresh);
    const next = sessions.open();
    sessions.start(next);
    sessions.drop(next);
    expect(next.ended).toBe(false);
    expect(sessions.current).toBe(next);
  });

  it('replace: a newer session ends the older at once, and is busy while either works', async () => {
    const sessions = new Sessions(fresh);
    const older = sessions.replace();
    const work = older.run(untilAborted);
    expect(sessions.busy).toBe(true);
    const newer = sessions.replace(new DOMException('Settings changed', 'AbortError'));
    await expect(work).rejects.toThrow('Settings changed');
    expect(older.ended).toBe(true);
    expect(newer.ended).toBe(false);
    expect(sessions.busy).toBe(false);
  });

  it('open a new current session when the last one ended, from its caches', () => {
    const sessions = new Sessions(fresh);
    const ended = sessions.current;
    ended.dispose();
    expect(sessions.current).not.toBe(ended);
    expect(sessions.current.ended).toBe(false);
    expect(sessions.current.cache).toEqual({ count: 2 });
  });

  it('cancel the work of the session opened to replace the current one', async () => {
    const sessions = new Sessions(fresh);
    const next = sessions.open();
    const work = next.run(untilAborted);
    expect(sessions.busy).toBe(true);
    sessions.cancel(new DOMException('Generation cancelled', 'AbortError'));
    await expect(work).rejects.toThrow('Generation cancelled');
    expect(next.ended).toBe(false);
  });
});
