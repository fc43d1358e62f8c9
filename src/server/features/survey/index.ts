/**
 * What the rest of the server needs of the survey: the link to one closed check's rating page, and
 * the e-mail inviting its customer to it (null when he is not to get one).
 */
export { ratingLink } from './link.js';
export { ratingEmail, type RatingEmail } from './email.js';
