import { recordEarlyClicks } from '../earlyClicks.ts';

recordEarlyClicks();
