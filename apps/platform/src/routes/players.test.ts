import { afterAll, beforeAll, describe } from 'vitest';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { accountCases } from './cases/account';
import { codeSecurityCases } from './cases/codes';
import { favouriteCases } from './cases/favourites';
import { loginCases } from './cases/login';
import { operatorCases } from './cases/operator';
import { recoveryCases } from './cases/recovery';
import { registrationCases } from './cases/registration';

// Every player call through app.request(). One database per backend for all of them: starting PGlite takes
// seconds, and each case makes its own accounts (and its own client addresses for the limits), so they never meet.

describe.each(BACKENDS)('player calls on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost', 'casino4.localhost']);
  });
  afterAll(() => h?.database.close());
  const shared = () => h;

  describe('login', () => loginCases(shared));
  describe('registration and one-time codes', () => registrationCases(shared));
  describe('password recovery', () => recoveryCases(shared));
  describe('one-time codes under attack', () => codeSecurityCases(shared));
  describe('the account of a logged-in player', () => accountCases(shared));
  describe('favourites', () => favouriteCases(shared));
  describe('operator and demo paths', () => operatorCases(shared));
});
