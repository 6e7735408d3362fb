/** A refused call, under the name the reservation's and pre-check-in's screens know it by. */
export { UpstreamError as ActionError } from '../../shared/upstream/upstreamError.ts';
