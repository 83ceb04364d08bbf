/**
 * Lighthouse's BenchmarkIndex, the host measure Chrome DevTools' CPU-throttling calibration uses: Lighthouse
 * `computeBenchmarkIndex` (GoogleChrome/lighthouse, core/lib/page-functions.js, Apache License 2.0), the
 * published algorithm restated here (this project does not install Lighthouse, whose current majors need
 * Node 22). Two halves of 500 ms each, averaged:
 *
 * - a garbage-collected one: build a 10,000-character string one character at a time, over and over;
 *   index = strings built per second ÷ 10 (÷ 10 keeps the magnitude of the index before Lighthouse 6.3,
 *   which built 100,000-character strings);
 * - one without garbage: copy 100,000 integers between two arrays, back and forth; index = copies per
 *   second ÷ 10. The clock is read only on every tenth copy, as Lighthouse does, to stay clear of a
 *   performance cliff some Intel CPUs show from the alignment of the loop's jump (V8 issue 10954).
 *
 * Higher is faster. Lighthouse's scale (Chrome 86): 1000+ desktop class, 800+ high-end Android; Chrome DevTools
 * names 1000 its mid-tier mobile class (Pixel 5 class) and 264 its low-tier one (Moto G4 Power class).
 *
 * Plain JavaScript text, evaluated in the page: a function handed over from here would carry the helpers
 * tsx adds to named functions, which the page does not have.
 */
export const BENCHMARK_INDEX_SCRIPT = `(() => {
  const HALF_MS = 500;
  let start = Date.now();
  let built = 0;
  while (Date.now() - start < HALF_MS) {
    let text = '';
    for (let i = 0; i < 10000; i++) text += 'a';
    // Uses the string so the loop cannot be optimized away.
    if (text.length === 1) throw new Error('unreachable');
    built++;
  }
  const withGarbage = Math.round(built / 10 / ((Date.now() - start) / 1000));

  const first = [];
  const second = [];
  for (let i = 0; i < 100000; i++) first[i] = second[i] = i;
  start = Date.now();
  let copies = 0;
  while (copies % 10 !== 0 || Date.now() - start < HALF_MS) {
    const from = copies % 2 === 0 ? first : second;
    const to = copies % 2 === 0 ? second : first;
    for (let i = 0; i < from.length; i++) to[i] = from[i];
    copies++;
  }
  const withoutGarbage = Math.round(copies / 10 / ((Date.now() - start) / 1000));

  return (withGarbage + withoutGarbage) / 2;
})()`;
