import { build } from 'esbuild';
import { clientBuildOptions } from './scripts/build/buildClient.ts';
const r = await build({ ...clientBuildOptions({ minify: false }), minifySyntax: true, write: false, outdir: '/tmp/zzout' });
const entry = r.outputFiles.filter((f) => f.text.includes('// shared/routes/routeFacts.ts'));
for (const f of entry) {
  const parts = f.text.split(/\n(?=\/\/ [a-z]+\/)/);
  for (const want of process.argv.slice(2)) for (const p of parts) if (p.includes(`// ${want}`)) console.log(p.slice(p.indexOf(`// ${want}`), p.indexOf(`// ${want}`) + 3000));
}
