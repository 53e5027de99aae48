// One production build of an app, apart from publishing it: the release, the budgets and the
// contract check (which may build the shell) all build the same way.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Runs the app's own rspack build (no pnpm needed on PATH: works under `npx pnpm`), into its dist/
 * or into `outputPath`.
 */
export function buildApp(appDir, quiet = false, outputPath) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const cli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin/rspack.js');
  // Not `--output-path`: it would send the server build (dist/server/, @ga/build server-config.mjs)
  // to the same folder as the browser one.
  execFileSync(process.execPath, [cli, 'build', '--config', 'rspack.config.mjs'], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(outputPath ? { GA_BUILD_OUTPUT: path.resolve(outputPath) } : {}),
    },
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
}
