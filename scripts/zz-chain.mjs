import { build } from 'esbuild';
import { clientBuildOptions } from './build-client.mjs';
const r = await build({ ...clientBuildOptions({ minify: false }), write: false });
const inputs = r.metafile.inputs;
const start = [
  'web/entry.client.tsx',
  'web/features/reservation/routes/overview.tsx',
  'web/features/reservation/routes/ReservationsLayout.tsx',
];
const target = process.argv[2];
const prev = new Map();
const queue = [...start];
start.forEach((s) => prev.set(s, null));
while (queue.length) {
  const cur = queue.shift();
  for (const imp of inputs[cur]?.imports ?? []) {
    if (imp.kind !== 'import-statement' || prev.has(imp.path)) continue;
    prev.set(imp.path, cur);
    queue.push(imp.path);
  }
}
let node = target;
const chain = [];
if (!prev.has(node)) console.log('not reached');
else {
  while (node) {
    chain.push(node);
    node = prev.get(node);
  }
  console.log(chain.reverse().join('\n -> '));
}
