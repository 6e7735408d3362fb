/** Reviews are read a page at a time (SPEC §7 reviews API); kept apart from the form's schema so a page can page without zod. */
export const REVIEW_PAGE_SIZE = 10;
