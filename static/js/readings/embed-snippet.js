// "For your parish website" (the parish site kit): choosing a language or the widget's form
// shows its feed addresses, widget code and preview at once; the Copy buttons copy them.
// Without JavaScript the form's button reloads the page with ?embed_lang= (same result) and
// there are no Copy buttons (the fields can still be selected and copied by hand).
(function () {
  "use strict";
  var CONFIRM_MS = 4000;

  function escapeHtml(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  }

  // The same code as the server's widget_snippet (templatetags/readings_embed.py).
  function snippet(widgetUrl, hostScript, title, height) {
    return '<iframe src="' + escapeHtml(widgetUrl) + '" title="' + escapeHtml(title) +
      '" width="100%" height="' + height + '" style="border: 0"></iframe>\n' +
      '<script src="' + escapeHtml(hostScript) + '" async></' + 'script>';
  }

  // The widget's query (portal/readings/widget.py `query`): defaults left out.
  function widgetUrl(base, language, compact, saints) {
    var query = "lang=" + encodeURIComponent(language);
    if (compact) { query += "&compact=1"; }
    if (!saints) { query += "&saints=0"; }
    return base + "?" + query;
  }

  function confirm(status, message) {
    if (!status) { return; }
    window.clearTimeout(status.clearTimer);
    // Emptied first, so saying the same word again is announced again.
    status.textContent = "";
    window.setTimeout(function () { status.textContent = message; }, 50);
    status.clearTimer = window.setTimeout(function () { status.textContent = ""; }, CONFIRM_MS);
  }

  function selectAll(field) {
    field.focus();
    field.select();
    field.setSelectionRange(0, field.value.length);
  }

  // The Clipboard API where the browser allows it (a secure page); otherwise the text is
  // selected and the older copy command tried, and if that fails too the person is told the
  // text is selected, ready for their own Ctrl+C.
  function copy(field, status, kit) {
    var copied = kit.getAttribute("data-copied");
    var selected = kit.getAttribute("data-selected");
    function fallback() {
      selectAll(field);
      var done = false;
      try { done = document.execCommand("copy"); } catch (error) { done = false; }
      confirm(status, done ? copied : selected);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(field.value).then(function () {
        confirm(status, copied);
      }, fallback);
    } else {
      fallback();
    }
  }

  document.querySelectorAll("[data-site-kit]").forEach(function (kit) {
    var form = kit.querySelector("[data-embed-language]");
    var select = form.querySelector("select");
    var compact = form.querySelector("[data-embed-compact]");
    var noSaints = form.querySelector("[data-embed-no-saints]");
    var button = form.querySelector("[data-embed-language-submit]");
    var code = kit.querySelector("[data-embed-snippet]");
    var preview = kit.querySelector("[data-embed-preview]");
    var base = kit.getAttribute("data-widget-base");
    var hostScript = kit.getAttribute("data-host-script");
    // Choosing applies at once (from the keyboard too: nothing reloads), so the button goes.
    if (button) { button.remove(); }

    function show() {
      var option = select.options[select.selectedIndex];
      var isCompact = Boolean(compact && compact.checked);
      var saints = !(noSaints && noSaints.checked);
      var url = widgetUrl(base, option.value, isCompact, saints);
      var height = kit.getAttribute(isCompact ? "data-height-compact" : "data-height-full");
      ["rss", "ics"].forEach(function (name) {
        var link = kit.querySelector("[data-embed-link='" + name + "']");
        var field = kit.querySelector("[data-embed-value='" + name + "']");
        if (link) { link.href = option.getAttribute("data-" + name); }
        if (field) { field.value = option.getAttribute("data-" + name); }
      });
      var widgetLink = kit.querySelector("[data-embed-link='widget']");
      if (widgetLink) { widgetLink.href = url; }
      if (code) { code.value = snippet(url, hostScript, option.getAttribute("data-title"), height); }
      // The preview is the real widget page, in a frame the host script sizes to its content;
      // it loads once the kit is in view (reveal), and follows the options from then on.
      if (preview) {
        preview.setAttribute("data-src", url);
        if (preview.hasAttribute("src") && preview.getAttribute("src") !== url) {
          preview.setAttribute("src", url);
        }
      }
    }

    function reveal() {
      if (!preview || preview.hasAttribute("src")) { return; }
      preview.setAttribute("src", preview.getAttribute("data-src"));
    }
    if (preview && "IntersectionObserver" in window) {
      var watcher = new IntersectionObserver(function (entries) {
        if (entries.some(function (entry) { return entry.isIntersecting; })) {
          watcher.disconnect();
          reveal();
        }
      }, {rootMargin: "200px"});
      watcher.observe(kit);
    } else {
      reveal();
    }
    select.addEventListener("change", show);
    [compact, noSaints].forEach(function (box) { if (box) { box.addEventListener("change", show); } });
    form.addEventListener("submit", function (event) { event.preventDefault(); show(); });
    if (code) {
      code.addEventListener("focus", function () { code.select(); });
    }
    kit.querySelectorAll("[data-copy]").forEach(function (copyButton) {
      var field = document.getElementById(copyButton.getAttribute("data-copy"));
      var status = copyButton.parentElement.querySelector("[data-copy-status]");
      if (!field) { return; }
      copyButton.hidden = false;
      copyButton.addEventListener("click", function () { copy(field, status, kit); });
    });
    kit.querySelectorAll("[data-embed-value]").forEach(function (field) {
      field.addEventListener("focus", function () { field.select(); });
    });
  });
})();
