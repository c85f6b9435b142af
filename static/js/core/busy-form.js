// A form whose work takes a while (freezing an edition of the whole Church: seconds): once sent,
// its status says what is happening until the next page arrives, and its button is disabled,
// so a second press sends nothing. Without JavaScript the form posts as it is.
(function () {
  "use strict";
  function ready(form, busy) {
    var status = form.querySelector("[data-busy-status]");
    if (status) { status.textContent = busy ? form.getAttribute("data-busy") : ""; }
    if (busy) { form.setAttribute("aria-busy", "true"); } else { form.removeAttribute("aria-busy"); }
    form.querySelectorAll("button[type=submit]").forEach(function (button) { button.disabled = busy; });
  }
  document.querySelectorAll("form[data-busy]").forEach(function (form) {
    form.addEventListener("submit", function () {
      // After the browser has read the form: a button disabled before would be left out of it.
      window.setTimeout(function () { ready(form, true); }, 0);
    });
  });
  // Back on the page from the browser's cache (the back button): the form is ready again.
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
      document.querySelectorAll("form[data-busy]").forEach(function (form) { ready(form, false); });
    }
  });
})();
