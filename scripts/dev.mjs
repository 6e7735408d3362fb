// `npm run dev`: `npm start` with the browser bundle rebuilt on every change. esbuild watches the
// client and rewrites the build manifest after each rebuild; wrangler dev rebuilds the worker (the
// server render included) and reloads it when dist/client changes, so it reads the new manifest
// and a reload shows the edit on both sides.
import { context } from 'esbuild';
import { clientBuildOptions, resetClientOutput, writeBuildFiles } from './build-client.mjs';
import { forgetLocalDataWhenFresh, serveLocalPortal } from './localPortal.mjs';

await forgetLocalDataWhenFresh();
await resetClientOutput();

let firstBuild;
const built = new Promise((resolve) => (firstBuild = resolve));
const options = clientBuildOptions({ minify: false });
const client = await context({
  ...options,
  plugins: [
    ...options.plugins,
    {
      name: 'build-manifest',
      setup(build) {
        build.onEnd(async (result) => {
          if (result.errors.length > 0) return;
          const manifest = await writeBuildFiles(result.metafile);
          console.log(`client build ${manifest.buildId}`);
          firstBuild();
        });
      },
    },
  ],
});
await client.watch();
await built;
await serveLocalPortal();
