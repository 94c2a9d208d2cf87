import {describe, expect, it} from 'vitest';
import {peerTable, stockLine} from './peerTable.mjs';

describe('peerTable', () => {
  it("prints each figure, ours ÷ the peer's, and the verdict against the issue's budget", () => {
    const lines = peerTable({
      firstVisit: {ours: 151_899, peer: 174_600},
      firstSearch: {ours: 99_882, peer: 180_000},
      coldBuild: {ours: 15, peer: 17.5},
      coldCpu: {ours: 30, peer: 40},
      wallPer100: {ours: 2.6, peer: 2.5},
      peakMemory: {ours: 645, peer: 1020},
      memoryPer100: {ours: 100, peer: 40},
    });
    expect(lines).toEqual([
      '| figure | ours | peer | ours / peer | budget |',
      '| --- | --- | --- | --- | --- |',
      '| first visit to a guide, JS + CSS on the wire | 151,899 B | 174,600 B | 0.87× | ≤ 0.9× ok |',
      "| first search ('markdown'), on the wire | 99,882 B | 180,000 B | 0.55× | ≤ 0.5× OVER |",
      '| cold build, wall | 15.0 s | 17.5 s | 0.86× | ≤ 1.0× ok |',
      '| cold build, CPU (user + system) | 30.0 s | 40.0 s | 0.75× | none |',
      '| wall per 100 more pages | 2.6 s | 2.5 s | 1.04× | ≤ 1.0× OVER |',
      '| peak memory, cold build | 645 MB | 1,020 MB | 0.63× | ≤ 1.0× ok |',
      '| peak memory growth per 100 more pages | 100 MB | 40 MB | 2.50× | ≤ 1.5× OVER |',
    ]);
  });

  it('gives no ratio or verdict where either side was not measured, or the peer did not grow', () => {
    const lines = peerTable({coldBuild: {ours: 15, peer: null}, memoryPer100: {ours: 12, peer: -3}});
    expect(lines[4]).toBe('| cold build, wall | 15.0 s | n/a | n/a | ≤ 1.0× |');
    expect(lines[2]).toBe('| first visit to a guide, JS + CSS on the wire | n/a | n/a | n/a | ≤ 0.9× |');
    expect(lines[8]).toBe('| peak memory growth per 100 more pages | 12 MB | -3 MB | n/a | ≤ 1.5× |');
  });
});

describe('stockLine', () => {
  it("prints ours ÷ stock's for the figures measured on both, with stock's figure", () => {
    expect(stockLine({coldBuild: {ours: 30, peer: 10}, peakMemory: {ours: 700, peer: null}})).toBe(
      "Against the stock template (ours ÷ stock's): cold build, wall 3.00× (10.0 s)",
    );
    expect(stockLine({})).toBe("Against the stock template (ours ÷ stock's): not measured");
  });
});
