// The language menu applies a choice at once; without JavaScript its button does the same.
(function () {
  "use strict";
  document.querySelectorAll("[data-language-form]").forEach(function (form) {
    var select = form.querySelector("select");
    var button = form.querySelector("[data-language-submit]");
    if (button) { button.classList.add("visually-hidden"); }
    select.addEventListener("change", function () { form.submit(); });
  });
})();
