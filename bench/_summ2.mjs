import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dt = new Map(); for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const grp = new Map(); let total = 0;
for (const n of p.nodes) { const t = dt.get(n.id) ?? 0; const u = n.callFrame.url; let g;
  if (n.callFrame.functionName === '(idle)') g = 'idle'; else if (!u) g = n.callFrame.functionName; else if (u.includes('node_modules/')) g = 'npm:' + u.split('node_modules/').pop().split('/').slice(0, u.includes('@') ? 2 : 1).join('/'); else if (u.startsWith('node:')) g = u; else g = 'ours:' + u.split('/main/').pop();
  grp.set(g, (grp.get(g) ?? 0) + t); if (g !== 'idle') total += t; }
console.log('busy ms', total / 1000, 'samples', p.samples.length);
for (const [k, v] of [...grp].filter(([k]) => k !== 'idle').sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / total * 100).toFixed(1).padStart(5), k);
