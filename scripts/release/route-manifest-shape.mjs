// The shape of a remote's route manifest (`routes.json`), checked before a release reaches the
// site server, which reads it for every page's head, the sitemap and /plan-du-site. It mirrors the
// types of @ga/contracts (RouteManifest in shared/contracts/src/route-manifest.ts): they are
// TypeScript types only, so the tooling, plain Node, checks the same fields here.

const isText = (value) => typeof value === 'string' && value.trim() !== '';

/** One route of `routes`: a concrete path (no parameter) with its head and its section. */
function routeProblems(route, i) {
  const where = `routes[${i}]${isText(route?.path) ? ` (${route.path})` : ''}`;
  if (!route || typeof route !== 'object') return [`${where} : une route doit être un objet`];
  const problems = [];
  if (!isText(route.path) || !route.path.startsWith('/') || route.path.includes(':'))
    problems.push(`${where} : chemin invalide (concret, commençant par « / », sans paramètre)`);
  for (const field of ['title', 'description', 'section'])
    if (!isText(route[field])) problems.push(`${where} : « ${field} » manquant ou vide`);
  for (const flag of ['listed', 'public'])
    if (route[flag] !== undefined && typeof route[flag] !== 'boolean')
      problems.push(`${where} : « ${flag} » doit être un booléen`);
  if (route.faq !== undefined) {
    if (!Array.isArray(route.faq)) problems.push(`${where} : « faq » doit être une liste`);
    else
      route.faq.forEach(
        (qa, j) =>
          !(isText(qa?.question) && isText(qa?.answer)) &&
          problems.push(`${where} : faq[${j}] sans question ou sans réponse`),
      );
  }
  return problems;
}

/** One entry of `prefetch`: a React Router pattern, its page chunk and the public GETs of its first view. */
function prefetchProblems(entry, i) {
  const where = `prefetch[${i}]${isText(entry?.pattern) ? ` (${entry.pattern})` : ''}`;
  if (!entry || typeof entry !== 'object') return [`${where} : une entrée doit être un objet`];
  const problems = [];
  if (!isText(entry.pattern) || !entry.pattern.startsWith('/'))
    problems.push(`${where} : motif invalide (commençant par « / »)`);
  if (entry.chunk !== undefined && !isText(entry.chunk)) problems.push(`${where} : « chunk » doit être un nom`);
  if (entry.files !== undefined && !(Array.isArray(entry.files) && entry.files.every(isText)))
    problems.push(`${where} : « files » doit être une liste de fichiers`);
  if (entry.data !== undefined) {
    if (!Array.isArray(entry.data)) problems.push(`${where} : « data » doit être une liste`);
    else
      for (const call of entry.data)
        if (!isText(call) || !call.startsWith('/api/'))
          problems.push(`${where} : appel d’API invalide ${JSON.stringify(call)}`);
  }
  return problems;
}

/** What is wrong with `manifest` as the route manifest of `app` (empty list: nothing). */
export function routeManifestProblems(manifest, app) {
  if (!manifest || typeof manifest !== 'object') return ['le manifeste des routes doit être un objet'];
  const problems = [];
  if (manifest.app !== app) problems.push(`le manifeste des routes est celui de « ${manifest.app} », pas de ${app}`);
  if (!Array.isArray(manifest.routes)) return [...problems, '« routes » doit être une liste'];
  manifest.routes.forEach((route, i) => problems.push(...routeProblems(route, i)));
  const seen = new Set();
  for (const route of manifest.routes) {
    if (!isText(route?.path)) continue;
    if (seen.has(route.path)) problems.push(`la route ${route.path} est listée deux fois`);
    seen.add(route.path);
  }
  if (manifest.prefetch !== undefined) {
    if (!Array.isArray(manifest.prefetch)) problems.push('« prefetch » doit être une liste');
    else manifest.prefetch.forEach((entry, i) => problems.push(...prefetchProblems(entry, i)));
  }
  // The server-rendered pages and the browser-only ones: React Router patterns (the site server's allow-list).
  for (const key of ['ssr', 'client']) {
    if (manifest[key] === undefined) continue;
    if (!Array.isArray(manifest[key])) problems.push(`« ${key} » doit être une liste`);
    else
      manifest[key].forEach((pattern, i) =>
        isText(pattern) && pattern.startsWith('/')
          ? null
          : problems.push(`${key}[${i}] doit être un chemin commençant par /`),
      );
  }
  return problems;
}
