import { readOutbox } from '../modules/mailer';

type Mail = Awaited<ReturnType<typeof readOutbox>>[number];

/**
 * The first e-mail of the outbox that `matches`, once it is there: a mail sent after the reply (a job,
 * a promise the route does not await) arrives when it arrives, sooner or later with the machine's
 * load. Waits for it rather than for a fixed delay; `hangMs` only guards against a hang.
 */
export async function waitForMail(dir: string, matches: (mail: Mail) => boolean, hangMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + hangMs;
  for (;;) {
    const mail = (await readOutbox(dir)).find(matches);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Aucun e-mail attendu dans ${dir} après ${hangMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
