import type { Handler } from './fake-backend';
import { AT } from './fake-reads';

// The fixture player's favourites, bank accounts and profile, kept between calls: what a write changes, the read
// after it answers.

const OK = { statusCode: 1 };
export const FAKE_PROFILE = { full_name: 'Fixture Player', contact_email: 'fixture@example.com' };

export function writeRoutes(first = FAKE_PROFILE): Record<string, Handler> {
  const favourites = new Map<string, object>();
  const banks = new Map<string, object>();
  let saved = 0;
  let profile = first;
  return {
    '/api/home/fav_add': ({ provider_code, game_code, game_name, game_type, img_url }) => {
      favourites.set(`${provider_code}/${game_code}`, { provider_code, game_code, game_name, game_type, img_url });
      return OK;
    },
    '/api/home/fav_remove': ({ provider_code, game_code }) => {
      favourites.delete(`${provider_code}/${game_code}`);
      return OK;
    },
    '/api/home/fav_list': () => ({ ...OK, value: [...favourites.values()] }),
    '/api/payment/banks': () => ({ ...OK, value: [...banks.values()] }),
    '/api/payment/add_bank': ({ bank_name, account_name, account_number }) => {
      const bank_id = String(++saved);
      const masked = `*${String(account_number).slice(-4)}`;
      banks.set(bank_id, { bank_id, bank_name, account_name, account_number: masked, created_at: AT });
      return { ...OK, value: banks.get(bank_id) };
    },
    '/api/payment/remove_bank': ({ bank_id }) =>
      banks.delete(String(bank_id)) ? OK : { statusCode: -400, message: 'bankNotFound' },
    '/api/settings/get_profile': () => ({
      ...OK,
      value: { account_id: 'fixture01', ...profile, contact_phone: '*1234', created_at: AT },
    }),
    '/api/settings/profile_update': ({ full_name, contact_email }) => {
      profile = { full_name: String(full_name), contact_email: String(contact_email) };
      return { ...OK, value: [profile] };
    },
  };
}
