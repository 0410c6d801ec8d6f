import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_TENANTS_DIR } from '../seed/seed-demo';
import { checkTenantText, problemLines } from './check-file';

const good = () => JSON.parse(readFileSync(join(SEED_TENANTS_DIR, 'casino3.localhost.json'), 'utf8'));

function problemsOf(edit: (file: ReturnType<typeof good>) => void): string[] {
  const file = good();
  edit(file);
  const checked = checkTenantText(JSON.stringify(file));
  return checked.ok ? [] : problemLines(checked.problems);
}

describe('tenant file problems', () => {
  it('name the field and the reason, one line each', () => {
    expect(
      problemsOf((f) => {
        f.cms.about_us.status = 'yes';
        f.site.colour = 'red';
        delete f.live_chat;
        f.site.currency = 'peso';
      }),
    ).toEqual([
      'site.currency: Three capital letters (ISO 4217), e.g. "PHP"',
      'site: unknown field "colour"',
      'live_chat: is missing (expected object)',
      'cms.about_us.status: expected boolean, received string',
    ]);
  });

  it('report rules across fields even when other fields are wrong too', () => {
    const lines = problemsOf((f) => {
      f.site.theme_code = 'slot9';
      f.languages.default = 'RUS';
      f.menu[1].content_id = f.menu[0].content_id;
      f.maintenance = { start_date: '2027-01-02T00:00:00Z', end_date: '2027-01-01T00:00:00Z' };
      f.slides[0].title.MNT = 'Сайн уу';
      f.social_accounts = 'none';
    });
    expect(lines).toEqual([
      'social_accounts: expected array, received string',
      'site.theme_color: must be one of neon, candy, lime, ocean, sunset for slot9',
      'languages.default: RUS is not in languages.enabled',
      'maintenance.end_date: must be after start_date',
      'slides.0.title.MNT: MNT is not an enabled language',
      'menu.1.content_id: 1 is used twice',
    ]);
  });

  it('read aff_domain entries as a host or host=CODE', () => {
    expect(problemsOf((f) => (f.aff_domain = ['partners.example.com', 'aff.example.com=KOI-7']))).toEqual([]);
    const lines = problemsOf((f) => (f.aff_domain = ['https://partners.example.com', 'aff.example.com=a=b']));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^aff_domain\.0: An affiliate host/);
    expect(lines[1]).toMatch(/^aff_domain\.1: An affiliate host/);
  });

  it('name unknown codes with the allowed values', () => {
    const lines = problemsOf((f) => {
      f.languages.enabled.push('FR');
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^languages\.enabled\.3: must be one of "EN", "PHP", "CN"/);
  });

  it('point at the line and column of broken JSON', () => {
    const checked = checkTenantText('{\n  "domain_name": "x.localhost",\n  "site": {\n    "a": 1,\n  }\n}\n');
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(problemLines(checked.problems)).toEqual([
        '(file): not valid JSON at line 5, column 3: Expected double-quoted property name',
      ]);
    }
    const empty = checkTenantText('');
    expect(empty.ok ? '' : empty.problems[0]!.message).toMatch(/^not valid JSON at line 1, column 1/);
  });
});

describe("a tenant file's addresses (SPEC 5)", () => {
  it("read 'Invalid URL' when they are not web addresses", () => {
    expect(
      problemsOf((f) => {
        f.partners[0].href = 'securepay.example';
        f.partners[1].img_url = 'javascript:alert(1)';
        f.slides[0].href = '//elsewhere.example/';
        f.site.logos = { logo1: 'ftp://cdn.example/logo.svg' };
      }),
    ).toEqual([
      'site.logos.logo1: Invalid URL',
      'partners.0.href: Invalid URL',
      'partners.1.img_url: Invalid URL',
      'slides.0.href: Invalid URL',
    ]);
  });

  it('take http(s) addresses and paths on the site', () => {
    expect(
      problemsOf((f) => {
        f.partners[0].img_url = 'https://cdn.example/partner.png';
        f.slides[0].href = '/promotions';
        f.slides[1].img_url = '/api/media/tenants/casino3.localhost/slide-2.abc.svg';
      }),
    ).toEqual([]);
  });
});
