// The widget inside a parish website's <iframe>: it tells the host page how tall it is, so
// the host script (/embed/host.js, js/readings/embed-host.js) sizes the frame to the content
// and nothing is cut off or scrolls inside the frame, at any width. The height is no secret,
// and the host page's origin is not known here, so the message goes to any parent ("*").
(function () {
  "use strict";
  var HEIGHT = "magisterium-portal:embed-height";
  var ASK = "magisterium-portal:embed-ask";
  if (window.parent === window) { return; }
  var body = document.body;
  var sent = -1;

  function send(always) {
    // The body holds its children's margins (display: flow-root in embed.css) and has no
    // minimum height, so its box is the content's height whatever the frame's height is.
    var height = Math.ceil(body.getBoundingClientRect().height);
    if (!always && height === sent) { return; }
    sent = height;
    window.parent.postMessage({ type: HEIGHT, height: height }, "*");
  }

  if ("ResizeObserver" in window) {
    new ResizeObserver(function () { send(false); }).observe(body);
  } else {
    window.addEventListener("resize", function () { send(false); });
  }
  window.addEventListener("load", function () { send(true); });
  // The host script asks when it starts after this page has already told its height.
  window.addEventListener("message", function (event) {
    if (event.source === window.parent && event.data && event.data.type === ASK) { send(true); }
  });
  send(true);
})();
