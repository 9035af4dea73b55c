import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { announcementsRoutes } from './announcements/announcements.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { emailApprovalsRoutes } from './applications/email-approvals.routes';
import { auditRoutes } from './audit/audit.routes';
import type { AppDeps } from './http/app-deps';
import { AppError } from './http/app-error';
import { decoded } from './http/decoded';
import { logSerializers } from './http/log-redaction';
import { named } from './http/named-plugin';
import { probesRoutes } from './http/probes.routes';
import { createPageHtml } from './http/page-html';
import { serializersOnFirstUse } from './http/compile-on-first-use';
import { registerSecurityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { iamRoutes } from './identity/iam.routes';
import { secondFactorRoutes } from './identity/second-factor.routes';
import { signInPolicyRoutes } from './identity/sign-in-policy.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { registerMetrics } from './metrics/register-metrics';
import { kioskRoutes } from './kiosk/kiosk.routes';
import { leaveCreditsRoutes } from './leave/leave-credits.routes';
import { leavePreviewRoutes } from './leave/leave-preview.routes';
import { organizationChartRoutes } from './people/organization-chart.routes';
import { searchRoutes } from './search/search.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { workforceDashboardRoutes } from './people/workforce-dashboard.routes';
import { expiringDocumentsRoutes } from './people/expiring-documents.routes';
import { reportingRoutes } from './reporting/reporting.routes';
import { pmsRoutes } from './pms/pms.routes';
import { calculatorRoutes } from './payroll/statutory/calculator.routes';
import { registersRoutes } from './payroll/registers/registers.routes';
import { payslipsRoutes } from './payroll/payslips/payslips.routes';
import { payslipDocumentsRoutes } from './payroll/payslips/payslip-documents.routes';
import { employeePayslipsRoutes } from './payroll/payslips/employee-payslips.routes';
import { bir2316Routes } from './payroll/year-end/bir-2316.routes';
import { registerDownloadsRoutes } from './payroll/cutoffs/register-downloads.routes';
import { consolidationsRoutes } from './payroll/consolidations/consolidations.routes';
import { editableDtrRoutes } from './payroll/cutoffs/editable-dtr.routes';
import { backdatedRoutes } from './payroll/backdated/backdated.routes';
import { payrollReportsRoutes } from './payroll/reports/reports.routes';
import { specialPayoutsRoutes } from './payroll/special-payouts/special-payouts.routes';
import { specialPayslipsRoutes } from './payroll/special-payouts/special-payslips.routes';
import { lastPayRoutes } from './payroll/special-payouts/last-pay.routes';
import { mailRoutes } from './mail/mail.routes';
import { invitationsRoutes } from './people/invitations.routes';
import { governmentNumbersRoutes } from './people/government-numbers.routes';
import { organizationRoutes } from './organization/organization.routes';
import { orgAssetsRoutes } from './organization/org-assets.routes';
import { orgSettingsRoutes } from './organization/org-settings.routes';
import { networkSettingsRoutes } from './network/network-settings.routes';
import { ssoRoutes } from './identity/sso/sso.routes';
import { ssoSettingsRoutes } from './identity/sso/sso-settings.routes';
import { employeeProfileRoutes } from './people/employee-profile.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { platformRoutes } from './organization/platform.routes';
import { PLATFORM_SESSION } from './tenancy/console-route';
import { platformConsoleRoutes } from './tenancy/platform-console.routes';
import { platformStatutoryRoutes } from './tenancy/platform-statutory.routes';
import { integrationTokensRoutes } from './users/integration-tokens.routes';
import { rolesRoutes } from './users/roles.routes';
import { usersRoutes } from './users/users.routes';
import { recordModules } from './modules';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerGuard } from './plugins/guard';
import { registerJsonBody } from './plugins/json-body';
import { registerRequestLimits } from './plugins/request-limits';
import { formsRoutes } from './forms/forms.routes';
import { formBuilderRoutes } from './form-builder/form-builder.routes';
import { careersRoutes } from './recruitment/careers.routes';
import { loadBuiltForms } from './form-builder/built-forms';
import { onChange } from './db/change-feed';
import { recordsRoutes } from './records/records.routes';
import { filesRoutes } from './files/files.routes';
import { scheduleBoardRoutes } from './timekeeping/schedule-board.routes';
import { calendarFeedRoutes } from './team-calendar/calendar-feed.routes';
import { teamCalendarRoutes } from './team-calendar/team-calendar.routes';
import { timekeepingRoutes } from './timekeeping/timekeeping.routes';

/** The app's dependencies but the modules, which this composition root supplies. */
export interface AppOptions extends Omit<AppDeps, 'modules'> {
  logger?: FastifyServerOptions['logger'];
  /** The process's own logger (the server's), used as it is instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The built client; served with a history fallback when it exists. */
  clientDir?: string;
}

/**
 * Builds the HTTP app in a visible order: platform plugins and the metrics, then the guard every
 * /api route passes, then the probes and the API routes, then the built client.
 */
export async function buildApp({
  db,
  reader,
  config,
  forms,
  jobs,
  files,
  logger = false,
  loggerInstance,
  clientDir = resolve('dist'),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Mailed links carry their token in the address: the request log never shows it.
    ...(loggerInstance
      ? { loggerInstance }
      : { logger: logger && { ...(logger === true ? {} : logger), serializers: logSerializers } }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors,
    // Unique across instances (a counter per process repeats): a log line names one request.
    genReqId: () => randomUUID(),
    schemaController: serializersOnFirstUse,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // The caller can quote it when something went wrong; the log line carries the same id.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  registerJsonBody(app);
  registerErrorHandler(app);
  // First, so every route's answers are timed.
  registerMetrics(app, { db, config });

  registerSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'HCM API', version: config.appVersion },
      components: {
        securitySchemes: {
          [PLATFORM_SESSION]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A platform operator's session (/api/platform/sign-in): the console's routes only",
          },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
  });

  registerGuard(app, db, config);
  registerRequestLimits(app, db, config);
  await app.register(named(probesRoutes), { db, jobs });
  // The organisation's own record types (the form builder's) are known before any route runs,
  // and loaded again after a save in any process.
  app.addHook('preHandler', async (request) => {
    if (request.principal) await loadBuiltForms(db, forms, request.principal.orgId);
  });
  const stopHearingBuilds = onChange('built-forms', (orgId) => forms.forgetBuilt(orgId));
  app.addHook('onClose', async () => stopHearingBuilds());
  await app.register(
    named(async function apiRoutes(api) {
      for (const routes of [
        platformRoutes,
        platformConsoleRoutes,
        platformStatutoryRoutes,
        organizationRoutes,
        orgAssetsRoutes,
        orgSettingsRoutes,
        iamRoutes,
        usersRoutes,
        rolesRoutes,
        integrationTokensRoutes,
        secondFactorRoutes,
        signInPolicyRoutes,
        auditRoutes,
        mailRoutes,
        applicationsRoutes,
        emailApprovalsRoutes,
        formsRoutes,
        formBuilderRoutes,
        careersRoutes,
        recordsRoutes,
        filesRoutes,
        timekeepingRoutes,
        scheduleBoardRoutes,
        kioskRoutes,
        leaveCreditsRoutes,
        leavePreviewRoutes,
        teamCalendarRoutes,
        calendarFeedRoutes,
        organizationChartRoutes,
        workforceDashboardRoutes,
        expiringDocumentsRoutes,
        reportingRoutes,
        pmsRoutes,
        employeeProfileRoutes,
        jobsRoutes,
        calculatorRoutes,
        backdatedRoutes,
        specialPayoutsRoutes,
        specialPayslipsRoutes,
        lastPayRoutes,
        registersRoutes,
        payslipsRoutes,
        payslipDocumentsRoutes,
        employeePayslipsRoutes,
        bir2316Routes,
        registerDownloadsRoutes,
        consolidationsRoutes,
        editableDtrRoutes,
        payrollReportsRoutes,
        invitationsRoutes,
        governmentNumbersRoutes,
        onboardingRoutes,
        networkSettingsRoutes,
        ssoRoutes,
        ssoSettingsRoutes,
        announcementsRoutes,
        searchRoutes,
        notificationsRoutes,
      ]) {
        await api.register(named(routes), {
          db,
          reader,
          config,
          forms,
          jobs,
          files,
          modules: recordModules,
        });
      }
    }),
    { prefix: '/api' },
  );

  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) await app.register(fastifyStatic, { root: clientDir });
  const pageHtml = createPageHtml(clientDir);
  app.setNotFoundHandler((request, reply) => {
    // Decoded as the router decodes it: `/%61pi/...` is an API address, never a page.
    const path = decoded(request.url.split('?')[0] ?? '');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasClient && isPage) {
      // Never cached: it names the current build's chunks.
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(pageHtml(path));
    }
    throw new AppError('not_found', `Nothing at ${request.method} ${path}.`);
  });
  return app;
}
