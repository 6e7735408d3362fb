import type { BrowserTelemetry } from '../../../shared/reporting/telemetry.ts';
import { isFramePage } from '../../../shared/routes/paths.ts';
import { useConsent } from '../consent/index.ts';
import { browserReporter } from './errorCatcher.ts';

/**
 * What waits until the page is interactive, each part loaded only when it has work: web vitals
 * (not on the untracked frame pages, SPEC §2), the analytics id and session recording (both
 * following the statistics consent), and the feedback widget; the last two only when configured.
 */
export async function afterInteractive(telemetry: BrowserTelemetry) {
  if (!isFramePage(location.pathname))
    void import('./webVitals.ts').then((module) => module.measureWebVitals());
  if (telemetry.feedbackKey) (await import('./feedbackWidget.ts')).loadFeedbackWidget(telemetry.feedbackKey);
  await useConsent.persist?.rehydrate();
  let recording = false;
  const follow = async (statistics: boolean) => {
    (await import('./analyticsId.ts')).followStatisticsConsent(statistics);
    if (!telemetry.errors?.recording || statistics === recording) return;
    recording = statistics;
    await browserReporter();
    (await import('./sessionRecording.ts')).recordSession(statistics);
  };
  void follow(useConsent.getState().statistics);
  useConsent.subscribe((state, previous) => {
    if (state.statistics !== previous.statistics) void follow(state.statistics);
  });
}
