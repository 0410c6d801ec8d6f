import type { Method } from './money-types';

/** The methods a player may deposit with, in the operator's order. */
export const depositMethods = (methods: readonly Method[]) => methods.filter((method) => method.deposit);

/** The method a withdrawal goes through: as on the platform, the first one that pays out. */
export const withdrawalMethod = (methods: readonly Method[]) => methods.find((method) => method.withdrawal);
