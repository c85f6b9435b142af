// Magisterium Portal's widget on a parish website: sizes each widget <iframe> to its content.
// Parish websites load it from the portal's stable address /embed/host.js, next to the iframe:
//   <iframe src="https://<portal>/embed/today/?lang=en" title="…" width="100%" height="420"></iframe>
//   <script src="https://<portal>/embed/host.js" async></script>
// The widget page (js/readings/embed.js) posts its height. Only messages from the portal's
// own origin (the origin this script came from) are heeded, and only for the iframe that
// sent them, within sane bounds; everything else on the page is left alone.
(function () {
  "use strict";
  var HEIGHT = "magisterium-portal:embed-height";
  var ASK = "magisterium-portal:embed-ask";
  var MIN_HEIGHT = 60;
  var MAX_HEIGHT = 20000;
  var script = document.currentScript;
  if (!script || !script.src || window.magisteriumPortalEmbedHost) { return; }
  window.magisteriumPortalEmbedHost = true; // a second copy of the snippet adds no second listener
  var origin = new URL(script.src, window.location.href).origin;

  function ours(frame) {
    try {
      return new URL(frame.src, window.location.href).origin === origin;
    } catch (error) {
      return false;
    }
  }

  function frames() {
    return Array.prototype.filter.call(document.getElementsByTagName("iframe"), ours);
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== origin) { return; }
    var data = event.data;
    if (!data || typeof data !== "object" || data.type !== HEIGHT) { return; }
    var height = Math.ceil(Number(data.height));
    if (!isFinite(height)) { return; }
    height = Math.min(Math.max(height, MIN_HEIGHT), MAX_HEIGHT);
    frames().forEach(function (frame) {
      if (frame.contentWindow === event.source) {
        frame.setAttribute("height", String(height));
        frame.style.height = height + "px";
      }
    });
  });

  // A widget that loaded before this script told its height to nobody: ask again. ("*": a
  // frame still loading has no origin yet, and the question carries nothing.)
  frames().forEach(function (frame) {
    if (frame.contentWindow) { frame.contentWindow.postMessage({ type: ASK }, "*"); }
  });
})();
