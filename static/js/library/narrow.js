// The library's filter panel comes open in the page, so it works without JavaScript. On a
// phone it sits above the results and would push them a screen down: fold it there (its
// summary still says when filters are chosen, and one tap opens it).
(function () {
  "use strict";
  var panel = document.querySelector("details[data-narrow-panel]");
  if (!panel || !window.matchMedia) { return; }
  if (window.matchMedia("(max-width: 55.99rem)").matches) { panel.open = false; }
})();
