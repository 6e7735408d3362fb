import { buildClient } from './scripts/build/buildClient.ts';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const { metafile, manifest } = await buildClient();
const gz = (f) => { const key = Object.keys(metafile.outputs).find((k) => k.endsWith(f)); return gzipSync(readFileSync(key)).length; };
const entry = [manifest.entry, ...manifest.entryImports];
const sum = (fs) => fs.reduce((a, f) => a + gz(f), 0);
console.log('entry', sum(entry), 'reservation', sum([...new Set([...entry, ...manifest.routes.reservation, ...manifest.routes['layout-reservations']])]));
