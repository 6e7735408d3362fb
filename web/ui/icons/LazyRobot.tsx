import { Suspense } from 'react';
import { loadedOnDemand } from '../loadedOnDemand.ts';

type RobotProps = { size: number; label?: string };

/**
 * The robot is loaded apart: the error page is in every page's first load and a guest link's problem
 * page (GuestProblem) in every guest layout's, but its drawing need not be (the
 * entry's and the routes' budgets). A load that fails (offline, a deployment gone) leaves the space
 * empty instead of failing the error page itself.
 */
const { Component: Robot } = loadedOnDemand<RobotProps>(() =>
  import('./Robot.tsx').then(
    (module) => module.Robot,
    () => () => null,
  ),
);

export function LazyRobot({ size, label }: RobotProps) {
  return (
    <Suspense
      fallback={<svg className="robot" viewBox="0 0 200 200" width={size} height={size} aria-hidden="true" />}
    >
      <Robot size={size} label={label} />
    </Suspense>
  );
}
