/**
 * The tag manager's stand-in container (served at `/__dev/gtm.js`): it reads the data layer as
 * Google's does (what was pushed before it loaded, then every push), follows consent mode, "fires"
 * an analytics tag on events only with analytics storage granted and an ads tag only with ad storage
 * granted, and sends the sandbox everything it received, for `/__dev/tagmanager.json`.
 */
export const TAG_MANAGER_SCRIPT = `(function () {
  var container = new URL(document.currentScript.src).searchParams.get('id');
  var layer = (window.dataLayer = window.dataLayer || []);
  var consent = {};
  function isArguments(message) {
    return Object.prototype.toString.call(message) === '[object Arguments]';
  }
  function receive(message) {
    var entry = { container: container, tags: [] };
    if (isArguments(message)) {
      entry.command = Array.prototype.slice.call(message);
      if (entry.command[0] === 'consent') Object.assign(consent, entry.command[2]);
    } else {
      entry.message = message;
      if (message && typeof message.event === 'string') {
        if (consent.analytics_storage === 'granted') entry.tags.push('analytics');
        if (consent.ad_storage === 'granted') entry.tags.push('ads');
      }
    }
    return entry;
  }
  function send(entries) {
    fetch('/__dev/tagmanager/received', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entries),
      keepalive: true,
    }).catch(function () {
      // Offline, as a real tag manager's beacon, it drops what it could not send: no error.
    });
  }
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    send(Array.prototype.map.call(arguments, receive));
    return result;
  };
  send(layer.map(receive));
})();
`;
