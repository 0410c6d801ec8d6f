// An operator's change of a site during the scale test: the tenant file exported, its site name changed and
// imported, then the revalidation hook sent once through the web balancer. Each web server is then asked for the
// site's home page directly until it shows the new name.
import { setTimeout as sleep } from 'node:timers/promises';
import { exchange, operatorCall } from './client.mjs';

/** Seconds after the hook until each web server showed the new name, or null when it did not within the limit. */
export async function renameSite({ stats, platformBase, webBase, webPorts, operatorKey, domain, withinSeconds }) {
  const exported = await operatorCall(stats, platformBase, operatorKey, `/api/operator/tenants/${domain}`);
  if (exported.statusCode !== 1) throw new Error(`exporting ${domain}: ${JSON.stringify(exported)}`);
  const name = `Renamed ${Date.now().toString(36)}`;
  const file = { ...exported.value, site: { ...exported.value.site, site_name: name } };
  const imported = await operatorCall(stats, platformBase, operatorKey, '/api/operator/tenants', file);
  if (imported.statusCode !== 1) throw new Error(`importing ${domain}: ${JSON.stringify(imported)}`);
  const hook = await exchange(`${webBase}/api/revalidate`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json', 'x-operator-key': operatorKey },
    body: JSON.stringify({ domain_name: domain }),
  });
  if (hook.status !== 200) throw new Error(`the revalidation hook answered ${hook.status}: ${hook.text.slice(0, 200)}`);
  const sent = performance.now();
  const seen = await Promise.all(
    webPorts.map(async (port) => {
      while (performance.now() - sent < withinSeconds * 1000) {
        const page = await exchange(`http://127.0.0.1:${port}/`, { headers: { host: `${domain}:${port}` } }).catch(
          () => null,
        );
        if (page?.status === 200 && page.text.includes(name)) return (performance.now() - sent) / 1000;
        await sleep(250);
      }
      return null;
    }),
  );
  return { name, seen };
}
