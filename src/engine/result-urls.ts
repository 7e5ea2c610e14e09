// Object URLs of a run's stored images for the cards on screen, made by the result reader worker (the page's
// main thread only puts them in an <img>). A card holds its URL while it shows it; a URL let go is kept for
// the RESULT_URLS_KEPT last ones (cards scrolled back to, the grid and the table showing the same token),
// beyond that it is revoked. The cards that mount in one render ask in one message.
import type { ResultLocation } from '@core/protocol';

/** The worker's side, as these URLs need it (ResultReaderApi, the results folder given). */
export interface UrlMaker {
  urls(locations: ResultLocation[]): Promise<Array<string | null>>;
  revoke(urls: string[]): void;
  forget(): void;
}

export interface HeldUrl {
  /** The URL, or null when the image is not stored (any more). */
  url: Promise<string | null>;
  /** Lets the URL go (once); it is revoked when no longer kept. */
  release(): void;
}

interface Entry {
  url: Promise<string | null>;
  users: number;
}

const keyOf = (where: ResultLocation) => `${where.pack}:${where.offset}:${where.size}`;

export class ResultUrls {
  private entries = new Map<string, Entry>();
  /** Entries no card holds, the longest unused first. */
  private idle = new Set<string>();
  private asked: Array<{ where: ResultLocation; answer(url: string | null): void }> = [];
  private revoking: Array<Promise<string | null>> = [];

  constructor(
    private readonly maker: UrlMaker,
    private readonly kept: number,
  ) {}

  hold(where: ResultLocation): HeldUrl {
    const key = keyOf(where);
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { url: this.ask(where), users: 0 }));
    entry.users++;
    this.idle.delete(key);
    const held = entry;
    let released = false;
    return {
      url: held.url,
      release: () => {
        if (released) return;
        released = true;
        if (--held.users > 0) return;
        // An entry of before forget() is no one's any more.
        if (this.entries.get(key) !== held) return this.revoke(held);
        this.idle.add(key);
        this.trim();
      },
    };
  }

  /** A new run writes its images anew (under the same pack names): nothing made before is handed out again. */
  forget(): void {
    for (const key of this.idle) this.revoke(this.entries.get(key)!);
    this.entries = new Map();
    this.idle = new Set();
    this.maker.forget();
  }

  private trim() {
    for (const key of this.idle) {
      if (this.idle.size <= this.kept) return;
      this.idle.delete(key);
      this.revoke(this.entries.get(key)!);
      this.entries.delete(key);
    }
  }

  private ask(where: ResultLocation): Promise<string | null> {
    return new Promise((answer) => {
      if (this.asked.push({ where, answer }) === 1) queueMicrotask(() => this.send());
    });
  }

  private send() {
    const asked = this.asked;
    this.asked = [];
    // A worker that cannot start (or a call that throws) leaves each card with its image missing.
    void Promise.resolve(asked.map((a) => a.where))
      .then((locations) => this.maker.urls(locations))
      .then(
        (urls) => asked.forEach((a, i) => a.answer(urls[i] ?? null)),
        () => asked.forEach((a) => a.answer(null)),
      );
  }

  /** Revoked once made (an answer may still be on its way), with the others let go at the same time. */
  private revoke(entry: Entry) {
    if (this.revoking.push(entry.url) > 1) return;
    queueMicrotask(() => {
      const urls = this.revoking;
      this.revoking = [];
      void Promise.all(urls).then((made) => {
        const live = made.filter((url): url is string => url !== null);
        if (live.length) this.maker.revoke(live);
      });
    });
  }
}
