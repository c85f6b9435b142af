// The language menu applies a choice made with the mouse or a finger at once. From the
// keyboard, arrows only move through the languages (a reload on each press would switch to
// the next language and lose the reader's place); Enter, or the button, which shows itself
// when focused, applies the choice. Without JavaScript the button does the same.
(function () {
  "use strict";
  document.querySelectorAll("[data-language-form]").forEach(function (form) {
    var select = form.querySelector("select");
    var button = form.querySelector("[data-language-submit]");
    var fromKeyboard = false;
    if (button) { button.classList.add("visually-hidden-until-focus"); }
    select.addEventListener("pointerdown", function () { fromKeyboard = false; });
    select.addEventListener("keydown", function (event) {
      fromKeyboard = true;
      if (event.key === "Enter") { event.preventDefault(); form.submit(); }
    });
    select.addEventListener("change", function () {
      if (!fromKeyboard) { form.submit(); }
    });
  });
})();
