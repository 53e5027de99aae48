// `pnpm releases [app] [--json]`: what ops see of the releases — per app the live version, the
// canary and its share, the history, and for each remote's versions the loads and error rate the
// beacon channel counted (from the API's GET /ops/releases, on loopback or with OPS_TOKEN), with
// the decider's verdict and the last release events.
import { readSettings } from '@ga/config';
import { APPS, readRegistry } from './store.mjs';

const settings = readSettings('releases');
const API_URL = settings.text('API_INTERNAL_URL');
const OPS_TOKEN = settings.optional('OPS_TOKEN');
const ACTIONS = {
  release: 'mise en ligne',
  canary: 'canari lancé',
  promote: 'canari promu pour tous',
  rollback: 'retour à une version',
  'canary-rollback': 'canari arrêté',
  'canary-auto-rollback': 'canari retiré automatiquement',
};
const VERDICTS = { observation: 'en observation', healthy: 'sain', rollback: 'à retirer' };
const percent = (rate) => `${(rate * 100).toFixed(1).replace('.', ',')} %`;
const when = (iso) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

async function figures() {
  try {
    const response = await fetch(`${API_URL}/ops/releases`, {
      headers: OPS_TOKEN ? { Authorization: `Bearer ${OPS_TOKEN}` } : {},
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) return { error: `HTTP ${response.status}` };
    return await response.json();
  } catch (error) {
    return { error: error.cause?.code ?? error.message };
  }
}

export async function printReleases(apps, { json = false } = {}) {
  const registry = await readRegistry();
  const report = await figures();
  if (json) {
    console.log(
      JSON.stringify(
        { registry: { revision: registry.revision, apps: registry.apps, events: registry.events }, figures: report },
        null,
        2,
      ),
    );
    return;
  }
  const byApp = new Map((report.apps ?? []).map((a) => [a.app, a]));
  for (const app of apps.length ? apps : APPS) {
    const entry = registry.apps[app];
    console.log(app);
    if (!entry) {
      console.log('  (aucune release)');
      continue;
    }
    const seen = byApp.get(app);
    const versions = new Map((seen?.versions ?? []).map((v) => [v.version, v]));
    for (const version of new Set([...entry.history, ...versions.keys()])) {
      const isLive = version === entry.live;
      const isCanary = version === entry.canary?.version;
      const f = versions.get(version);
      const state = isCanary
        ? `canari ${entry.canary.share} %`
        : isLive
          ? 'en ligne'
          : f?.state === 'rolled-back'
            ? 'retiré'
            : '';
      const counts = f
        ? `${String(f.attempts).padStart(7)} chargements  ${percent(f.error_rate).padStart(7)} d’erreurs`
        : '';
      const verdict =
        isCanary && seen?.verdict
          ? `  ${VERDICTS[seen.verdict.verdict]}${seen.verdict.verdict === 'observation' ? ` (${seen.verdict.attempts}/${report.rule.min_loads})` : ''}`
          : '';
      console.log(
        `  ${isCanary ? '◐' : isLive ? '●' : f?.state === 'rolled-back' ? '✕' : ' '} ${version.padEnd(18)} ${state.padEnd(12)} ${counts}${verdict}`.trimEnd(),
      );
    }
  }
  if (report.error) {
    console.log(
      `\nChiffres indisponibles (${API_URL}/ops/releases : ${report.error}) : l’API tourne-t-elle ? Hors de cette machine, définissez OPS_TOKEN.`,
    );
  } else {
    console.log(
      `\nFenêtre : ${report.window_minutes} min ; retrait automatique au-delà de ${report.rule.ratio} × le taux d’erreurs de la version en ligne et de ce taux + ${report.rule.margin_percent} points, après ${report.rule.min_loads} chargements du canari (vérifié toutes les ${report.rule.check_seconds} s${report.decider ? '' : ', décideur désactivé sur cette API'}).`,
    );
  }
  const events = registry.events
    .filter((e) => !apps.length || apps.includes(e.app))
    .slice(-10)
    .reverse();
  if (events.length) {
    console.log('\nDerniers évènements');
    for (const e of events)
      console.log(
        `  ${when(e.at)}  ${e.app.padEnd(13)} ${ACTIONS[e.action] ?? e.action} ${e.version ?? ''}${e.from ? ` (avant : ${e.from})` : ''}${e.reason ? ` — ${e.reason}` : ''}${e.by ? ` [${e.by}]` : ''}`,
      );
  }
}
