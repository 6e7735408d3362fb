/** SPEC §1: the four reasons of the deletion survey. */
export const DELETION_REASONS = ['noTravelPlans', 'tooManyEmails', 'privacy', 'otherAccount'] as const;

/** SPEC §9: notes under 500 characters. */
export const SURVEY_COMMENT_MAX = 499;
