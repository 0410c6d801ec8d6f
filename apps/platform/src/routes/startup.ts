import { startup } from '@felt/contract';
import type { Hono } from 'hono';
import { serveCall } from '../http/serve-call';
import type { StartupService } from '../services/startup';

export function startupRoutes(app: Hono, service: StartupService): void {
  // /api/startup: site, theme, languages, menu and maintenance of one domain.
  serveCall(app, startup, (body) => service.answer(body.domain_name));
}
