import { randomBytes } from 'node:crypto';
import { ERROR_KEYS, startup } from '@felt/contract';
import { conforms, expectRefusal, expectSuccess } from '../checks';
import type { Row } from '../row';

export const startupRow: Row = {
  id: 'startup',
  title: 'startup of the domain answers statusCode 1 with a body the contract accepts',
  async run(ctx) {
    const body = conforms(startup.request, { domain_name: ctx.options.domain }, 'request');
    const answer = expectSuccess(await ctx.http.post(startup.path, body), startup.response);
    // Later rows name the tenant as the site itself does.
    ctx.site.external_id = answer.site.external_id;
    const expires = answer.site.expired_date ? Date.parse(answer.site.expired_date) : Number.NaN;
    if (answer.maintenance.is_maintenance) ctx.closed = 'in maintenance';
    else if (!answer.site.status) ctx.closed = 'switched off';
    else if (expires <= Date.now()) ctx.closed = 'expired';
    return `site ${answer.site.site_name}, ${answer.site.currency}`;
  },
};

export const unknownDomainRow: Row = {
  id: 'envelope.unknown-domain',
  title: 'startup of a domain that does not exist is refused with a message key',
  async run(ctx) {
    const domain_name = `no-such-site-${randomBytes(4).toString('hex')}.invalid`;
    const body = conforms(startup.request, { domain_name }, 'request');
    const message = expectRefusal(await ctx.http.post(startup.path, body));
    return message === ERROR_KEYS.siteNotConfigured ? message : `${message} (the reference says siteNotConfigured)`;
  },
};
