import { describe, expect, it } from 'vitest';
import { pageCountOf, pageHref, pageWindow, validatePagination } from './pagination-window';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow({ totalItems: 30, currentPage: 2 })).toEqual({
      pageCount: 3,
      pages: [1, 2, 3],
      jumpBack: null,
      jumpForward: null,
      jump: 3,
    });
  });

  it('shows one page for an empty list', () => {
    expect(pageWindow({ totalItems: 0, currentPage: 1 }).pages).toEqual([1]);
  });

  it('keeps the window at the start for the first pages, with a forward jump of three', () => {
    expect(pageWindow({ totalItems: 200, currentPage: 1 })).toEqual({
      pageCount: 20,
      pages: [1, 2, 3, 4, 5],
      jumpBack: null,
      jumpForward: 4,
      jump: 3,
    });
    expect(pageWindow({ totalItems: 200, currentPage: 3 }).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle, with jumps both ways', () => {
    expect(pageWindow({ totalItems: 200, currentPage: 10 })).toEqual({
      pageCount: 20,
      pages: [8, 9, 10, 11, 12],
      jumpBack: 7,
      jumpForward: 13,
      jump: 3,
    });
  });

  it('jumps half of maxPagesShown, rounded up (SPEC 9)', () => {
    expect(pageWindow({ totalItems: 500, currentPage: 25, maxPagesShown: 7 })).toMatchObject({
      pages: [22, 23, 24, 25, 26, 27, 28],
      jumpBack: 21,
      jumpForward: 29,
      jump: 4,
    });
    expect(pageWindow({ totalItems: 500, currentPage: 25, maxPagesShown: 3 })).toMatchObject({
      pages: [24, 25, 26],
      jumpBack: 23,
      jumpForward: 27,
    });
    expect(pageWindow({ totalItems: 500, currentPage: 25, maxPagesShown: 10 })).toMatchObject({
      jumpBack: 20,
      jumpForward: 30,
    });
  });

  it('keeps the window at the end for the last pages', () => {
    const window = pageWindow({ totalItems: 200, currentPage: 19 });
    expect(window.pages).toEqual([16, 17, 18, 19, 20]);
    expect(window.jumpBack).toBe(16);
    expect(window.jumpForward).toBeNull();
  });

  it('never jumps past the ends', () => {
    expect(pageWindow({ totalItems: 80, currentPage: 4 })).toMatchObject({
      pages: [2, 3, 4, 5, 6],
      jumpBack: 1,
      jumpForward: 7,
    });
    expect(pageWindow({ totalItems: 70, currentPage: 2 }).jumpForward).toBe(5);
  });

  it('follows itemsPerPage and maxPagesShown', () => {
    expect(pageCountOf(95, 10)).toBe(10);
    expect(pageWindow({ totalItems: 100, itemsPerPage: 25, currentPage: 2 }).pages).toEqual([1, 2, 3, 4]);
    expect(pageWindow({ totalItems: 100, currentPage: 5, maxPagesShown: 3 }).pages).toEqual([4, 5, 6]);
    expect(pageWindow({ totalItems: 100, currentPage: 5, maxPagesShown: 4 }).pages).toEqual([4, 5, 6, 7]);
  });

  it('treats a page past the end as the last page', () => {
    expect(pageWindow({ totalItems: 25, currentPage: 9 }).pages).toEqual([1, 2, 3]);
  });
});

describe('validatePagination (SPEC 5)', () => {
  it('needs positive itemsPerPage and currentPage', () => {
    expect(() => validatePagination({ totalItems: 10, currentPage: 0 })).toThrow(RangeError);
    expect(() => validatePagination({ totalItems: 10, currentPage: 1, itemsPerPage: 0 })).toThrow(RangeError);
    expect(() => validatePagination({ totalItems: 10, currentPage: 1.5 })).toThrow(RangeError);
  });

  it('needs the page-count value', () => {
    expect(() => validatePagination({ currentPage: 1 } as never)).toThrow(TypeError);
    expect(() => validatePagination({ totalItems: -1, currentPage: 1 })).toThrow(TypeError);
  });

  it('accepts only the en, ar and ir locales', () => {
    expect(() => validatePagination({ totalItems: 1, currentPage: 1, locale: 'ar' })).not.toThrow();
    expect(() => validatePagination({ totalItems: 1, currentPage: 1, locale: 'cn' })).toThrow(RangeError);
  });

  it('raises a TypeError for a link pagination without [page] in its href', () => {
    expect(() => validatePagination({ totalItems: 1, currentPage: 1, type: 'link' })).toThrow(TypeError);
    expect(() => validatePagination({ totalItems: 1, currentPage: 1, type: 'link', href: '/x?p=1' })).toThrow(
      TypeError,
    );
    expect(() =>
      validatePagination({ totalItems: 1, currentPage: 1, type: 'link', href: '/x?p=[page]' }),
    ).not.toThrow();
  });
});

describe('pageHref', () => {
  it('puts the page number where the placeholder is', () => {
    expect(pageHref('/bet-history?page=[page]', 4)).toBe('/bet-history?page=4');
  });
});
