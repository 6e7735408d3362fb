import { bookingOfPage } from '../routes/bookingOfPage.ts';
import { isWellFormedToken } from '../routes/paths.ts';

/**
 * The reservation token in what a user pastes to link a booking: the reservation link from the
 * booking e-mail (any host, any sub-page, any query), or the token alone. Null when neither.
 */
export function reservationTokenFrom(input: string): string | null {
  const trimmed = input.trim();
  if (isWellFormedToken(trimmed)) return trimmed;
  let path: string;
  try {
    path = new URL(trimmed, 'https://portal.invalid').pathname;
  } catch {
    return null;
  }
  const token = bookingOfPage(path).reservation;
  return isWellFormedToken(token) ? token : null;
}
