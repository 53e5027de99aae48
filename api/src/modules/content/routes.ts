/**
 * The content area's calls (docs/spec-notes.md §7): POST /api/contact-requests, POST /api/newsletter/subscribe
 * (+ confirm, unsubscribe), GET /api/form-pages/{id|slug}, POST /api/form-pages/reply,
 * GET /api/teams, GET /api/partners, GET /api/partners/{id|slug}.
 *
 * Every public form: its fields checked first (422 per field, in French), then the bot check
 * (modules/bot-check), a per-IP limit (RATE_PUBLIC_FORMS_PER_IP per 10 minutes, besides the
 * default limit of public writes), and the request stored in one transaction.
 */
import {
  CONTACT_MESSAGES,
  contactRequestSchema,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_MESSAGES,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { createRecipientCap } from '../mailer';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { findPartner, listPartners, listTeams, sitemapPages } from './about/service';
import { createContactRequest } from './contact/service';
import { findFormPage, formPageNotFound, replyToFormPage } from './form-pages/service';
import { createNewsletter } from './newsletter/service';
import {
  formPageSchema,
  messageOnlySchema,
  newsletterLinkReplySchema,
  partnerSchema,
  referenceReplySchema,
  teamSchema,
} from './schemas';
import { idOrSlugParam } from '../../http/ids';

const tags = ['Formulaires publics'];
const aboutTags = ['Contenus'];
const security = [{ apiKey: [] }];
const idOrSlugParams = z.object({ id: idOrSlugParam() });

export function contentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const formLimit = { max: deps.config.rateLimits.publicFormsPerIp, timeWindow: 10 * 60_000 };
  const newsletter = createNewsletter(deps);
  const contactMails = createRecipientCap(deps, 'contact');
  const limitNote = 'Au plus 10 envois par adresse IP et par 10 minutes (RATE_PUBLIC_FORMS_PER_IP).';

  return async (app) => {
    app.post(
      '/api/contact-requests',
      {
        config: { rateLimit: formLimit },
        schema: {
          tags,
          summary: 'Message du formulaire de contact (accusé de réception par e-mail)',
          description: `Champs vérifiés d’abord (422 par champ), puis la vérification anti-robot \`captcha_token\`. Connecté, la demande est rattachée au compte. L’accusé de réception ne contient que la référence et un texte fixe (ni nom, ni message), 3 au plus par adresse et par jour : au-delà, la demande est enregistrée et la réponse identique, sans e-mail. ${limitNote}`,
          security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
          body: contactRequestSchema,
          response: { 201: referenceReplySchema, ...errorSchemas(401, 422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const data = await validate(contactRequestSchema, request.body);
        const userId = await deps.optionalUser(request, { lenient: true });
        return reply
          .code(201)
          .send({ message: CONTACT_MESSAGES.sent, data: await createContactRequest(deps, data, userId, contactMails) });
      },
    );

    app.post(
      '/api/newsletter/subscribe',
      {
        config: { rateLimit: formLimit },
        schema: {
          tags,
          summary: 'Inscription à la newsletter (double confirmation par e-mail)',
          description: `Même réponse 202 que l’adresse soit nouvelle, en attente ou déjà inscrite : un e-mail de confirmation part sauf si elle est déjà inscrite (3 au plus par adresse et par heure, et par jour). La liste est la même que la case « newsletter » du compte. ${limitNote}`,
          security,
          body: newsletterSubscribeSchema,
          response: { 202: messageOnlySchema, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const { email, captcha_token } = await validate(newsletterSubscribeSchema, request.body);
        await deps.botCheck.verify(captcha_token);
        await newsletter.subscribe(email);
        return reply.code(202).send({ message: NEWSLETTER_MESSAGES.subscribed });
      },
    );

    // The two links of the newsletter's e-mails: the same shape, their own action and message.
    const links = [
      {
        url: '/api/newsletter/confirm',
        summary: 'Ouvre le lien de confirmation de l’inscription à la newsletter',
        description: `Valable ${NEWSLETTER_CONFIRM_DAYS} jours ; l’ouvrir de nouveau répond de même. Lien inconnu ou expiré : 422 sur \`token\`.`,
        message: NEWSLETTER_MESSAGES.confirmed,
        act: newsletter.confirm,
      },
      {
        url: '/api/newsletter/unsubscribe',
        summary: 'Désinscription de la newsletter par le lien de chaque e-mail (sans connexion)',
        description: 'Le lien ne périme pas ; l’ouvrir de nouveau répond de même. Lien falsifié : 422 sur `token`.',
        message: NEWSLETTER_MESSAGES.unsubscribed,
        act: newsletter.unsubscribe,
      },
    ];
    for (const link of links) {
      app.post(
        link.url,
        {
          schema: {
            tags,
            summary: link.summary,
            description: link.description,
            security,
            body: newsletterTokenSchema,
            response: { 200: newsletterLinkReplySchema, ...errorSchemas(422, 429) },
          },
          validatorCompiler: bodyValidatedInHandler,
        },
        async (request) => {
          const { token } = await validate(newsletterTokenSchema, request.body);
          return { message: link.message, data: { email: await link.act(token) } };
        },
      );
    }

    app.get(
      '/api/form-pages/:id',
      {
        schema: {
          tags,
          summary: 'Un formulaire décrit par ses champs (id ou slug) ; inconnu : 404',
          security,
          params: idOrSlugParams,
          response: { 200: z.object({ data: formPageSchema }), ...errorSchemas(404) },
        },
      },
      async (request) => {
        const page = await findFormPage(deps.db, request.params.id);
        if (!page) throw formPageNotFound();
        return { data: page };
      },
    );

    app.post(
      '/api/form-pages/reply',
      {
        config: { rateLimit: formLimit },
        schema: {
          tags,
          summary: 'Réponse à un formulaire, vérifiée selon les champs du formulaire',
          description: `Erreurs par nom de champ (422), code postal qui ne correspond à aucune commune compris ; puis la vérification anti-robot. ${limitNote}`,
          security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
          body: z.object({
            form_page_id: z.union([z.number(), z.string()]),
            values: z.record(z.string(), z.unknown()),
            captcha_token: z.string(),
          }),
          response: { 201: referenceReplySchema, ...errorSchemas(401, 422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const userId = await deps.optionalUser(request, { lenient: true });
        const saved = await replyToFormPage(deps, request.body, userId);
        return reply
          .code(201)
          .send({ message: saved.page.success_message, data: { id: saved.id, reference: saved.reference } });
      },
    );

    app.get(
      '/api/teams',
      {
        schema: {
          tags: aboutTags,
          summary: 'Les services de la concession et leurs équipes (prénoms et rôles)',
          security,
          response: { 200: listOf(teamSchema) },
        },
      },
      async () => {
        const data = await listTeams(deps.db);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/partners',
      {
        schema: {
          tags: aboutTags,
          summary: 'Nos partenaires, par catégorie',
          security,
          response: { 200: listOf(partnerSchema) },
        },
      },
      async () => {
        const data = await listPartners(deps.db);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/sitemap/pages',
      {
        schema: {
          tags: ['Plan du site'],
          summary:
            'Chemins du plan du site : pages de contenu dont l’adresse vient des données (partenaires, livraison par département)',
          security,
          response: { 200: listOf(z.object({ path: z.string(), slug: z.string(), label: z.string() })) },
        },
      },
      async () => {
        const data = await sitemapPages(deps.db);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/partners/:id',
      {
        schema: {
          tags: aboutTags,
          summary: 'Un partenaire, par id ou par slug ; inconnu : 404',
          security,
          params: idOrSlugParams,
          response: { 200: z.object({ data: partnerSchema }), ...errorSchemas(404) },
        },
      },
      async (request) => {
        const partner = await findPartner(deps.db, request.params.id);
        if (!partner) throw notFound('Ce partenaire n’existe pas.');
        return { data: partner };
      },
    );
  };
}
