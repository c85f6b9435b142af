// Directory profiles: a picture that cannot load gives way to its text placeholder, and the
// "Copy link" button appears where the browser allows copying. No inline handlers (CSP).
(function () {
  "use strict";

  function showFallback(img) {
    var fallback = document.getElementById(img.getAttribute("data-fallback"));
    if (fallback) { fallback.hidden = false; }
    img.remove();
  }

  document.querySelectorAll("img[data-fallback]").forEach(function (img) {
    if (img.complete) {
      // It may have failed before this script ran; decode() tells a broken image apart.
      img.decode().catch(function () { showFallback(img); });
    } else {
      img.addEventListener("error", function () { showFallback(img); }, { once: true });
    }
  });

  document.querySelectorAll("button[data-copy-target]").forEach(function (button) {
    var field = document.getElementById(button.getAttribute("data-copy-target"));
    var status = button.parentElement.querySelector(".copy-status");
    if (!field || !navigator.clipboard || !window.isSecureContext) { return; }
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(field.value).then(function () {
        if (status) { status.textContent = button.getAttribute("data-copied-text"); }
      }, function () {
        field.select();  // copying refused: leave the address selected for Ctrl+C
      });
    });
  });
})();
