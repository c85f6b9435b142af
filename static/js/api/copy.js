// The token page's "Copy" button (templates/api/tokens.html) and the notebook snippets'
// (templates/api/_notebook_snippets.html): copies the text of the element it names. A file,
// not an inline script, so the page's CSP stays strict (docs/security.md §10).
"use strict";

(function () {
  function textOf(target) {
    return "value" in target ? target.value : target.textContent;
  }

  function fallbackCopy(target) {
    // Without the async clipboard (plain HTTP on another host): select the text and copy it.
    if ("select" in target) {
      target.select();
    } else {
      const range = document.createRange();
      range.selectNodeContents(target);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    }
    return document.execCommand("copy");
  }

  document.addEventListener("click", async function (event) {
    const button = event.target.closest("[data-copy-target]");
    if (!button) return;
    const target = document.getElementById(button.dataset.copyTarget);
    if (!target) return;
    const status = button.parentElement.querySelector("[data-copy-status]");
    let copied = false;
    try {
      await navigator.clipboard.writeText(textOf(target));
      copied = true;
    } catch (error) {
      copied = fallbackCopy(target);
    }
    if (copied && status) status.textContent = button.dataset.copiedText || "Copied";
  });
})();
