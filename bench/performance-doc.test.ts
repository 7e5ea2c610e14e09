// The performance doc's tables come from bench/out/: each benchmark's table is replaced between its
// markers with the figures given, the rest of the doc is kept, and a doc without the markers is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLES, markers, updateTables } from './performance-doc.ts';

const files = {
  upload: { files: 1000, requests: 67, transactions: 67, ms: 1924, filesPerSecond: 520 },
  batchAssign: { files: 10000, requests: 100, transactions: 100, ms: 3452, filesPerSecond: 2897 },
  measured: { at: '2026-11-26T09:00:00.000Z', commit: 'abc1234', loadAverage: [0.2, 0.4, 0.2] },
};

/** The doc as `name`'s figures leave a table of nothing but its markers. */
function tableOf(name: string, figures: Record<string, unknown>): string {
  const [start, end] = markers(name);
  return updateTables(`${start}\n${end}\n`, { [name]: figures });
}

describe('performance tables', () => {
  it('writes a benchmark table between its markers, dated, and keeps the rest of the doc', () => {
    const [start, end] = markers('files');
    const doc = `# Perf\n\nIntro.\n\n${start}\nold table\n${end}\n\nAfter.\n`;
    const next = updateTables(doc, { files });
    expect(next).toContain('Measured 2026-11-26, at commit abc1234, load average 0.2 0.4 0.2 at the end (`bench/out/files.json`):');
    expect(next).toContain('| upload 16x16 PNGs | 1 000 | 67 | 67 | 1924 | 520 |');
    expect(next).toContain('| assign a trait over a collection | 10 000 | 100 | 100 | 3452 | 2 897 |');
    expect(next).not.toContain('old table');
    expect(next.startsWith('# Perf\n\nIntro.\n\n')).toBe(true);
    expect(next.endsWith(`${end}\n\nAfter.\n`)).toBe(true);
  });

  it('writes the peer engines one row each, images per second and kB per image at each size', () => {
    const runs = [
      { engine: 'Traitforge bare loop', size: 250, imagesPerSecond: 600, bytesPerImage: 35_840 },
      { engine: 'sharp default', size: 250, imagesPerSecond: 190, bytesPerImage: 46_080 },
      { engine: 'Traitforge bare loop', size: 1000, imagesPerSecond: 50, bytesPerImage: 180_224 },
      { engine: 'sharp default', size: 1000, imagesPerSecond: 17, bytesPerImage: 225_280 },
    ];
    const next = tableOf('peers', { runs });
    expect(next).toContain('| engine | 250 px /s | 250 px kB | 1000 px /s | 1000 px kB |');
    expect(next).toContain('| Traitforge bare loop | 600 | 35 | 50 | 176 |');
    expect(next).toContain('| sharp default | 190 | 45 | 17 | 220 |');
  });

  it("writes the IPFS packing as one row of the app's figures", () => {
    const exported = {
      images: 10_000,
      carBytes: 2_000_000_000,
      carSeconds: 61.2,
      longestTaskMs: 0,
      maxFrameGapMs: 33.4,
      mainThreadPeakHeapMb: 44,
      nodeCarSeconds: 80.5,
    };
    const next = tableOf('export', exported);
    expect(next).toContain('| images | CAR GB | carSeconds | longest task ms | page heap MB |');
    expect(next).toContain('| 10 000 | 2.0 | 61.2 | 0 | 44 |');
  });

  it("writes the planner's in-app rows with the opening of each collection and its longest task", () => {
    const inApp = {
      tokens: 10000,
      layers: 4,
      valuesPerLayer: 10,
      replans: 3,
      replanSeconds: 0.3,
      longestMainThreadTaskMs: 0,
      maxFrameGapMs: 16.8,
      replanSetting: 'weight edits, 8 x 30',
      replanMs: 150,
      replanLongestTaskMs: 0,
      replanMaxFrameGapMs: 17,
      countMs: 70,
      openMs: 500,
      openLongestTaskMs: 210,
      treeReplanSetting: 'weight edits, 4 templates',
      treeReplanMs: 160,
      treeReplanLongestTaskMs: 12,
      treeReplanMaxFrameGapMs: 33,
      treeCountMs: 75,
    };
    const next = tableOf('planner', { runs: [], inApp });
    expect(next).toContain('| 10 000 tokens, 4 x 10 | 3 | 0.3 | 0 | 16.8 | - | - |');
    expect(next).toContain('| weight edits, 8 x 30 | 3 | 0.15 | 0 | 17 | 70 | 500 (210) |');
    expect(next).toContain('| weight edits, 4 templates | 3 | 0.16 | 12 | 33 | 75 | - |');
  });

  it('writes the screens one row each, with the adding figures on their row only', () => {
    const doc = `<!-- screens-table:start -->\nold\n<!-- screens-table:end -->`;
    const rows = [
      { screen: 'adding', openMs: null, longestTaskMs: 40, scrollLongestTaskMs: 0, interactionMs: null, addSeconds: 30.5, addGrowth: 1.2 },
      { screen: 'combiner 8 x 30', openMs: 420, longestTaskMs: 45, scrollLongestTaskMs: 30, interactionMs: 48 },
    ];
    const table = updateTables(doc, { screens: { rows } }).split('\n');
    expect(table).toContain('| adding | - | 40 | 0 | - | 30.5 | 1.2 |');
    expect(table).toContain('| combiner 8 x 30 | 420 | 45 | 30 | 48 | - | - |');
  });

  it('writes the launch with pinning over writing to disk, and the bytes resent beside the part', () => {
    const launch = {
      images: 10_000,
      carBytes: 4_503_296_685,
      pinSeconds: 34.6,
      diskSeconds: 11.4,
      resumedBytesResent: 26_214_400,
      partBytes: 52_428_801,
      rootsVerified: true,
      longestTaskMs: 0,
      peakHeapMB: 12,
    };
    const next = tableOf('launch', launch);
    expect(next).toContain(
      '| images | CAR GB | pin s | disk s | pin / disk | resent MB (part MB) | roots verified | longest task ms | page heap MB |',
    );
    expect(next).toContain('| 10 000 | 4.50 | 34.6 | 11.4 | 3.0 | 26.2 (52.4) | true | 0 | 12 |');
  });

  it('writes the curation with the re-roll tries and the look-alike check with all decoded', () => {
    const curation = {
      tokens: 10_000,
      rankMs: 97,
      rerollMs: 215,
      rerollTriesMs: [215, 236, 215],
      lookAlikeSeconds: 0.7,
      lookAlikeDecodeSeconds: 15.7,
      tableSortMs: 36,
      tableScrollLongestTaskMs: 138,
    };
    expect(tableOf('curation', curation)).toContain('| 10 000 | 97 | 215 (215 / 236 / 215) | 0.7 (15.7) | 36 | 138 |');
  });

  it('writes the animated collection with the kB per token of each file kind', () => {
    const animated = {
      tokens: 1000,
      frames: 24,
      size: 512,
      formats: ['gif', 'mp4'],
      seconds: 373.7,
      framesPerSecond: 64,
      bytesPerToken: { png: 144_875, gif: 618_052, mp4: 41_282 },
      longestTaskMs: 60,
      peakHeapMB: 40.6,
    };
    expect(tableOf('animated', animated)).toContain('| 1 000 x 24 | 512 | gif + mp4 | 373.7 | 64 | 145 / 618 / 41 | 60 | 40.6 |');
  });

  it('refuses figures whose table has no markers in the doc', () => {
    expect(() => updateTables('# Perf\n', { files })).toThrow('has no <!-- files-table:start -->');
  });

  it('finds the markers of every benchmark in docs/performance.md', () => {
    const doc = readFileSync('docs/performance.md', 'utf8');
    for (const name of Object.keys(TABLES)) for (const marker of markers(name)) expect(doc).toContain(marker);
  });
});
