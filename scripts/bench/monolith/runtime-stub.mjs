// The Module Federation runtime calls of the shell, for the monolith of the bench: nothing to register.
export function registerRemotes() {}
export async function loadRemote() {
  throw new Error('monolithe : aucun remote fédéré');
}
