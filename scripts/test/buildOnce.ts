import { buildWhenStale } from '../build/freshBuild.ts';

/**
 * The global setup of vitest and of the Playwright journeys alike: the browser bundle, built once
 * before any test when dist/ lacks a current one, for the tests that serve or read it.
 */
export default async function buildOnce() {
  await buildWhenStale();
}
