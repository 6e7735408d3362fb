// react-dom's Node build, called here rather than through @hono/react-renderer: DECISION.md.
import { renderToReadableStream } from 'react-dom/server.node';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { setupI18n } from '@lingui/core';
import { routes, type RouteHandle } from './routes.tsx';
import { App } from './App.tsx';
import { portalContext } from '../platform/portalContext.ts';
import { createQueryClient } from './queryClient.ts';
import { BOOT_GLOBAL, serializeRouterState, type BootData } from './boot.ts';
import { scriptParsedJson } from '../platform/scriptJson.ts';
import { STREAMED_QUERIES_GLOBAL } from '../platform/streamedQueries.ts';
import { NonceContext } from '../platform/nonce.ts';
import { loadPlan, type PageAssets } from './loadAfterFirstPaint.ts';
import { inlineScript } from './inlineScript.ts';
import { formatsOnLoadAt } from '../../shared/routes/routeFacts.ts';
import { intlLocale } from '../../shared/i18n/languages.ts';
import type { Site } from '../platform/siteContext.tsx';
import { compiledMessages } from '../i18n/catalogs.server.ts';
import { catalogueUrl } from '../i18n/routeMessages.ts';
import type { Catalogue } from '../i18n/catalog.ts';
import type { BuildManifest, RenderInput } from '../../shared/site/render.ts';
import { isFramePage } from '../../shared/routes/paths.ts';

const handler = createStaticHandler(routes);

/**
 * The entry and the chunks of the matched routes, by route id, so that the browser asks for them
 * all at once rather than finding each through the one before.
 */
function modulesToPreload(build: BuildManifest, routeIds: string[]): string[] {
  const files = new Set([build.entry, ...build.entryImports]);
  for (const id of routeIds) for (const file of build.routes[id] ?? []) files.add(file);
  return [...files].map((file) => `/${file}`);
}

/**
 * Renders a page: loaders start their data without waiting for it, the shell streams at once,
 * and each Suspense boundary follows with its data when the upstream answers.
 */
export async function renderPage(input: RenderInput): Promise<Response> {
  const queryClient = createQueryClient({ server: true });
  const context = new RouterContextProvider();
  context.set(portalContext, {
    queryClient,
    api: input.api,
    flags: input.flags,
    tokenLookupsFirst: input.tokenLookupsFirst,
  });

  const result = await handler.query(input.request, { requestContext: context });
  if (result instanceof Response) return result;
  const { pathname } = result.location;

  const router = createStaticRouter(handler.dataRoutes, result);
  const handles = result.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const catalogues: Catalogue[] = [
    'common',
    ...new Set(handles.flatMap((handle) => handle?.catalogues ?? [])),
  ];
  const messages = compiledMessages(input.lang, catalogues);
  const i18n = setupI18n({
    locale: input.lang,
    locales: intlLocale(input.lang),
    messages: { [input.lang]: messages },
  });
  const site: Site = {
    lang: input.lang,
    pageConfig: input.pageConfig,
    contactPhone: input.contactPhone,
    partner: input.partner,
    flags: input.flags,
    theme: input.theme,
    identityBase: input.identityBase,
    hasSessionCookie: input.hasSessionCookie,
    buildId: input.build?.buildId ?? null,
    telemetry: input.telemetry,
  };
  const boot: BootData = {
    site,
    catalogues,
    router: serializeRouterState(result),
    queries: dehydrate(queryClient),
  };
  const assets: PageAssets | undefined = input.build && {
    entry: `/${input.build.entry}`,
    modules: modulesToPreload(
      input.build,
      result.matches.map((match) => match.route.id),
    ),
    // The texts come as files of their own, cached per build, rather than in every page: they
    // were half of a page's boot script (measured in DECISION.md), sent and encoded again on each
    // request although they change only with a deployment.
    catalogues: catalogues.map((catalogue) => catalogueUrl(input.lang, catalogue, site.buildId)),
    formatsIn: formatsOnLoadAt(pathname) ? input.lang : undefined,
  };

  // The inline scripts come with the build; a page without one has no code to replay a tap or load a tag.
  const scripts = input.build?.inlineScripts;
  // The consent default comes before any tag: the tag manager loads from this same script, after it.
  // SPEC §2: the payment result pages in the provider's frame are not tracked.
  const headScript =
    scripts && !isFramePage(pathname) ? inlineScript(scripts, 'consentMode', input.tagManagerScript) : '';
  const bootScript = [
    scripts && inlineScript(scripts, 'earlyClicks'),
    `self.${BOOT_GLOBAL}=${scriptParsedJson(boot)};self.${STREAMED_QUERIES_GLOBAL}=[];`,
    scripts && assets?.formatsIn && inlineScript(scripts, 'warmIntl', assets.formatsIn),
    scripts && assets && inlineScript(scripts, 'loadAfterFirstPaint', loadPlan(assets)),
  ].join('');

  const stream = await renderToReadableStream(
    <App
      site={site}
      cssText={input.build?.cssText ?? ''}
      headScript={headScript}
      queryClient={queryClient}
      i18n={i18n}
      api={input.api}
      nonce={input.nonce}
    >
      <NonceContext.Provider value={input.nonce}>
        <StaticRouterProvider router={router} context={result} hydrate={false} nonce={input.nonce} />
      </NonceContext.Provider>
    </App>,
    {
      nonce: input.nonce,
      // The boot script asks for the scripts after the first paint (allowed by its nonce and
      // 'strict-dynamic') rather than naming a bootstrap module, which the browser would fetch at once.
      bootstrapScriptContent: bootScript,
      onError(error) {
        input.reportError(error);
      },
    },
  );

  // A loader's headers (a refused look-up's Retry-After) go with the page's status.
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  for (const loaderHeaders of Object.values(result.loaderHeaders))
    for (const [name, value] of loaderHeaders) headers.set(name, value);
  return new Response(stream, { status: result.statusCode, headers });
}
