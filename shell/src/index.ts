// Start-up in steps, each in its own task: evaluating React, then @ga/core (store,
// router, UI kit), then the shell would otherwise be one long task on a phone, during which the
// page cannot answer a tap. The shell provides its shared singletons eagerly (shared-deps.mjs), so
// these imports fetch nothing: `webpackMode: "eager"` keeps each module in this entry and only
// defers its evaluation.
import { nextTask } from './next-task';

async function boot() {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@ga/core');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './bootstrap');
  await start();
}

void boot();
