// Live countdown for "try again in N seconds" notices; enables waiting buttons at zero.
(function () {
  "use strict";
  document.querySelectorAll("[data-countdown]").forEach(function (box) {
    var remaining = parseInt(box.getAttribute("data-countdown"), 10) || 0;
    var out = box.querySelector("[data-countdown-seconds]");
    var form = box.closest("form") || document.querySelector("form[data-waits-for-countdown]");
    var button = form ? form.querySelector("button[type='submit']") : null;
    if (button && remaining > 0) { button.disabled = true; }
    var timer = setInterval(function () {
      remaining -= 1;
      if (out) { out.textContent = String(Math.max(remaining, 0)); }
      if (remaining <= 0) {
        clearInterval(timer);
        box.hidden = true;
        if (button) { button.disabled = false; }
      }
    }, 1000);
  });
})();
