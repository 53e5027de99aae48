// TRUST_PROXY (the API) and SITE_TRUST_PROXY (the site server): which peers may name the visitor in
// X-Forwarded-For. Both servers are reached by browsers through their proxy, or directly, so a rule
// that trusts everyone would let any client choose the address its per-IP limits count.

/**
 * Unset / "false", or a comma list of addresses / CIDRs (and proxy-addr's names loopback,
 * linklocal, uniquelocal). `true`, hop counts, ranges covering everyone and anything else throw,
 * naming the variable.
 * @param {string | undefined} raw
 * @param {string} [name]
 * @returns {false | string[]}
 */
export function parseTrustProxy(raw, name = 'TRUST_PROXY') {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on|\d+)$/i.test(value)) {
    throw new Error(
      `${name}=${value} est refusé : le navigateur peut joindre ce serveur sans passer par votre proxy, n’importe quel client pourrait donc choisir son adresse IP avec X-Forwarded-For. ` +
        `Indiquez la liste des adresses ou CIDR de vos proxys inverses, par exemple ${name}=127.0.0.1,10.0.0.0/8.`,
    );
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^(?:[0-9a-f:.]+)(?:\/\d{1,3})?$/i;
  const named = /^(loopback|linklocal|uniquelocal)$/;
  const bad = list.find(
    (entry) => !named.test(entry) && (!address.test(entry) || (!entry.includes('.') && !entry.includes(':'))),
  );
  if (bad !== undefined || list.length === 0) throw new Error(`Variable d'environnement ${name} invalide : ${raw}`);
  // 0.0.0.0/0, ::/0 (or a bare 0.0.0.0 / ::) would trust every client, exactly like `true`.
  const everyone = list.find((entry) => /\/0$/.test(entry) || /^(0\.0\.0\.0|::)$/.test(entry));
  if (everyone !== undefined) {
    throw new Error(
      `${name}=${everyone} est refusé : cette plage couvre tous les clients, qui pourraient alors choisir leur adresse IP avec X-Forwarded-For. ` +
        `Indiquez les adresses ou CIDR de vos seuls proxys inverses, par exemple ${name}=127.0.0.1,10.0.0.0/8.`,
    );
  }
  return list;
}
