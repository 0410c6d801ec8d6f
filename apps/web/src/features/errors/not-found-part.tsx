'use client';

import { lazyPart } from '@/lib/lazy-part';

/**
 * The tenant's not-found view, its code loaded when a page is not found. The tenant layout's not-found boundary
 * is part of every page, so a view imported there directly came with the first load of every page.
 */
export const NotFoundPart = lazyPart(() => import('./not-found-view').then((module) => module.NotFoundView));
