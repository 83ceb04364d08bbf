import { readFileSync } from 'node:fs';
// args: profile requests-count  → µs per request per group, using only the last 8 s of samples
const p = JSON.parse(readFileSync(process.argv[2], 'utf8')); const reqs = Number(process.argv[3]);
const byId = new Map(p.nodes.map((n) => [n.id, n]));
let t = p.startTime; const end = p.endTime; const from = end - 8.2e6;
const grp = new Map();
for (let i = 0; i < p.samples.length; i++) { t += p.timeDeltas[i]; if (t < from) continue; const n = byId.get(p.samples[i]); const u = n.callFrame.url; let g;
  const fn = n.callFrame.functionName;
  if (fn === '(idle)') continue; else if (!u) g = fn; else if (u.includes('node_modules/')) g = 'npm:' + u.split('node_modules/').pop().split('/').slice(0, u.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/'); else if (u.startsWith('node:')) g = u; else g = 'ours:' + u.split('/main/').pop();
  if (process.env.FN) g += ' ' + fn;
  grp.set(g, (grp.get(g) ?? 0) + (p.timeDeltas[i + 1] ?? 0)); }
let total = 0; for (const v of grp.values()) total += v;
console.log('busy µs/req', (total / reqs).toFixed(1));
for (const [k, v] of [...grp].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30))) console.log((v / reqs).toFixed(1).padStart(6), k);
