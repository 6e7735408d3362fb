/** SPEC §7: the feedback widget (BugHerd), loaded only when its key is configured. */
export function loadFeedbackWidget(key: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.bugherd.com/sidebarv2.js?apikey=${encodeURIComponent(key)}`;
  document.head.appendChild(script);
}
