// Start-up in steps, each in its own task: evaluating React, React DOM, Redux Toolkit, React
// Redux, the UI kit, @ga/core (store, router), then the shell would otherwise be one long task on
// a phone, during which the page cannot answer a tap (each step stays under ~12 ms of a desktop
// core, 50 ms of Lighthouse's 4× slower phone). The shell provides its shared singletons eagerly (shared-deps.mjs), so
// these imports fetch nothing: `webpackMode: "eager"` keeps each module in this entry and only
// defers its evaluation.
import { nextTask } from './next-task';

async function boot() {
  // main.js's own task ends with Module Federation's runtime start: React is evaluated in the next.
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-redux');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@ga/ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@ga/core');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './bootstrap');
  await start();
}

void boot();
