// "For your parish website": choosing a language shows its feed links and widget code at once.
// Without JavaScript the form's button reloads the page with ?embed_lang= (same result).
(function () {
  "use strict";
  document.querySelectorAll("[data-embed-language]").forEach(function (form) {
    var select = form.querySelector("select");
    var box = form.parentElement;
    var button = form.querySelector("[data-embed-language-submit]");
    var snippet = box.querySelector("[data-embed-snippet]");
    // Choosing applies at once (from the keyboard too: nothing reloads), so the button goes.
    if (button) { button.remove(); }
    function show() {
      var option = select.options[select.selectedIndex];
      ["rss", "ics", "widget"].forEach(function (name) {
        var link = box.querySelector("[data-embed-link='" + name + "']");
        if (link) { link.href = option.getAttribute("data-" + name); }
      });
      if (snippet) { snippet.value = option.getAttribute("data-snippet"); }
    }
    select.addEventListener("change", show);
    form.addEventListener("submit", function (event) { event.preventDefault(); show(); });
    if (snippet) {
      snippet.addEventListener("focus", function () { snippet.select(); });
    }
  });
})();
